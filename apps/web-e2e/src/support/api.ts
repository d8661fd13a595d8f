import { type BrowserContext, type Page } from '@playwright/test';

/**
 * A call to the API from inside the page, as the app makes it: the page's session cookie and the Origin the
 * same-origin check expects. Throws with the server's answer on any failure, so setup never goes on half done.
 */
export const callApi = async <T>(page: Page, method: string, path: string, body?: unknown): Promise<T> => {
  const reply = await page.evaluate(
    async (request) => {
      const response = await fetch(`/api${request.path}`, {
        method: request.method,
        credentials: 'include',
        headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { method, path, body },
  );
  if (reply.status >= 400) {
    throw new Error(`${method} ${path} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  }
  return reply.body as T;
};

type Multipart = NonNullable<Parameters<BrowserContext['request']['post']>[1]>['multipart'];

/**
 * A call to the API of the system at `baseURL` with `context`'s cookies but without a page: the request the app would
 * send (its Origin, for the same-origin check), for setup that needs no screen. Throws with the server's answer on any
 * failure.
 */
export const apiRequest = async <T = unknown>(
  context: BrowserContext,
  baseURL: string,
  method: string,
  path: string,
  body: { json?: unknown; multipart?: Multipart } = {},
): Promise<T> => {
  const response = await context.request.fetch(`${baseURL}/api${path}`, {
    method,
    headers: { origin: new URL(baseURL).origin },
    ...(body.json === undefined ? {} : { data: body.json }),
    ...(body.multipart === undefined ? {} : { multipart: body.multipart }),
  });
  const text = await response.text();
  if (response.status() >= 400) throw new Error(`${method} ${path} answered ${response.status()}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
};
