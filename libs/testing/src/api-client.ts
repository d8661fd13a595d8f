export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  raw: string;
}

export interface RequestOptions {
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

/**
 * A browser-like client for API tests: keeps the session cookie it is given, sends it back, and remembers
 * every body it received so a test can scan all of them (e.g. for password hashes).
 */
export class ApiClient {
  cookie: string | undefined;
  readonly received: string[] = [];

  constructor(readonly baseUrl: string) {}

  /** A client with the same cookie against another gateway (a second replica). */
  withBaseUrl(baseUrl: string): ApiClient {
    const other = new ApiClient(baseUrl);
    other.cookie = this.cookie;
    return other;
  }

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookie) headers['cookie'] = this.cookie;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('vitalsync_session='));
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie = pair?.endsWith('=') ? undefined : pair;
    }
    const raw = await response.text();
    this.received.push(raw);
    let parsed: unknown = raw;
    try {
      parsed = JSON.parse(raw);
    } catch {
      // not JSON (a picture, the web app): keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T, raw };
  }

  get<T = Record<string, unknown>>(path: string, options?: RequestOptions): Promise<ApiResponse<T>> {
    return this.request<T>('GET', path, options);
  }

  post<T = Record<string, unknown>>(path: string, options?: RequestOptions): Promise<ApiResponse<T>> {
    return this.request<T>('POST', path, options);
  }
}
