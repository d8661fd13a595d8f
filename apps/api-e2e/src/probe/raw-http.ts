import { Agent, request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The request went out on a connection an earlier request had used (keep-alive). */
  reusedSocket: boolean;
}

export interface RawRequest {
  method: string;
  /** The request target exactly as sent: an origin-form path (percent-encoding kept) or an absolute URL. */
  target: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** A keep-alive agent with one connection, so consecutive requests share a socket whenever the server lets them. */
export const oneConnectionAgent = (): Agent => new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * Sends a request through node:http with nothing rewritten (fetch normalises paths and refuses absolute-form
 * targets), for probes of what the server does with unusual request lines and bodies.
 */
export const rawRequest = (baseUrl: string, options: RawRequest, agent?: Agent): Promise<RawResponse> => {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: hostname, port, method: options.method, path: options.target, headers: options.headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString(),
            reusedSocket: outgoing.reusedSocket,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
};

export const jsonOf = (response: RawResponse): Record<string, unknown> =>
  JSON.parse(response.text) as Record<string, unknown>;

/** A hand-written multipart body, for forms a browser would never send (no names, too many fields). */
export const multipartBody = (
  boundary: string,
  parts: ReadonlyArray<{ disposition: string; contentType?: string; content: string | Buffer }>,
): Buffer =>
  Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${part.disposition}\r\n` +
          (part.contentType ? `Content-Type: ${part.contentType}\r\n` : '') +
          '\r\n',
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
