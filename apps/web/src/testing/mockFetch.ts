interface MockReply {
  status: number;
  body: unknown;
}

/**
 * Answers `fetch` by `METHOD /path` or just `/path` (after the `/api` base): each call gets a fresh Response,
 * unknown paths a 404. Returns the spy so tests can inspect the requests RTK Query sent.
 */
export const mockFetch = (replies: Record<string, MockReply>) =>
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const method = input instanceof Request ? input.method : 'GET';
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname.replace(/^\/api/, '');
    const reply = replies[`${method} ${path}`] ??
      replies[path] ?? {
        status: 404,
        body: { status: 'error', message: 'Not found' },
      };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });

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
