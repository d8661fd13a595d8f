export interface MockReply {
  status: number;
  body: unknown;
}

/** Replies by `METHOD /path` or just `/path`; a promise is a reply the test sends when it chooses. */
export type MockReplies = Record<string, MockReply | Promise<MockReply>>;

/**
 * Answers `fetch` by `METHOD /path` or just `/path` (after the `/api` base): each call gets a fresh Response,
 * unknown paths a 404. The replies object is read on every call, so a test can change what the server answers
 * next. Returns the spy so tests can inspect the requests RTK Query sent.
 */
export const mockFetch = (replies: MockReplies) =>
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const method = input instanceof Request ? input.method : 'GET';
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname.replace(/^\/api/, '');
    const reply = (await (replies[`${method} ${path}`] ?? replies[path])) ?? {
      status: 404,
      body: { status: 'error', message: 'Not found' },
    };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });

/** A reply the test sends when it chooses, to see the page while the request is under way. */
export const deferredReply = () => {
  let send: (reply: MockReply) => void = () => undefined;
  const promise = new Promise<MockReply>((resolve) => {
    send = resolve;
  });
  return { promise, send };
};

export const requestOf = (spy: ReturnType<typeof mockFetch>, index = 0): Request => {
  const [input] = spy.mock.calls[index] ?? [];
  if (!(input instanceof Request)) throw new Error(`fetch call ${index} was not made with a Request`);
  return input;
};

/** The requests sent to one method and path, in order. */
export const requestsTo = (spy: ReturnType<typeof mockFetch>, method: string, path: string): Request[] =>
  spy.mock.calls
    .map(([input]) => input)
    .filter((input): input is Request => input instanceof Request)
    .filter((request) => request.method === method && new URL(request.url).pathname === `/api${path}`);

/** A query parameter of a request the test captured; undefined when no such request was sent. */
export const queryParam = (request: Request | undefined, name: string): string | null | undefined =>
  request && new URL(request.url).searchParams.get(name);
