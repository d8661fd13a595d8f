import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo, type Socket } from 'node:net';

/**
 * What the fake answers to one generateContent call:
 * - `json`: a candidate whose text is the value as JSON (what `responseMimeType: 'application/json'` gives);
 * - `text`: a candidate with this text as it is (malformed or prose output);
 * - `status`: an HTTP error with Google's error body (500, 429…);
 * - `body`: this HTTP 200 body as it is (not even the API's JSON);
 * - `hang`: no answer until the server closes (a model that never finishes).
 */
export type FakeGeminiReply =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'status'; status: number; message?: string }
  | { kind: 'body'; body: string }
  | { kind: 'hang' };

/** One call the fake received. The API key is never recorded, nor the query string that may carry it. */
export interface FakeGeminiRequest {
  method: string;
  /** e.g. /v1beta/models/gemini-2.5-flash:generateContent */
  path: string;
  /** The model named in the path, or undefined for any other path. */
  model: string | undefined;
  /** The body parsed as JSON, or the raw text when it is not JSON. */
  body: unknown;
  /** The raw body, for searching a prompt for text wherever it sits. */
  text: string;
}

/** Picks the reply of a request that no queued reply was left for. */
export type FakeGeminiResponder = (request: FakeGeminiRequest) => FakeGeminiReply;

export interface FakeGeminiServer {
  /** Base URL for `httpOptions.baseUrl` / GEMINI_BASE_URL (no trailing slash). */
  readonly url: string;
  /** Every request received so far, in order. */
  readonly requests: readonly FakeGeminiRequest[];
  /** Queues replies for the next calls, in order; once used up, the responder answers. */
  enqueue(...replies: FakeGeminiReply[]): void;
  /** Replaces the responder (initially defaultFakeGeminiResponder). */
  respondWith(responder: FakeGeminiReply | FakeGeminiResponder): void;
  /** Resolves once at least `count` requests have been received (event-driven, no polling). */
  waitForRequests(count: number): Promise<readonly FakeGeminiRequest[]>;
  /** Forgets the recorded requests and the queued replies, and goes back to the responder it started with. */
  reset(): void;
  /** Ends hanging calls and closes the server. */
  close(): Promise<void>;
}

/** /v1/… is the SDK's default API version, /v1beta/… what ai-svc pins (JSON schema output). */
const GENERATE_CONTENT = /^\/v1(?:beta)?\/models\/([^/:]+):generateContent$/;

/** Insights-shaped JSON, the fake's answer to a JSON request no test scripted. */
export const FAKE_GEMINI_INSIGHTS = {
  health_summary: 'Your measurements look stable.',
  health_alert: { alert: 'No alerts at the moment.', emergency: false },
  lifestyle_tips: ['Drink water through the day.', 'Walk for 30 minutes.', 'Sleep seven to nine hours.'],
} as const;

/** The fake's answer to a chat (non-JSON) request no test scripted. */
export const FAKE_GEMINI_CHAT_ANSWER = 'Fake Gemini says: keep moving and drink water.';

/** Whether the call asked for JSON output (insights) rather than prose (the assistant). */
export const asksForJson = (request: FakeGeminiRequest): boolean => {
  const body = request.body as { generationConfig?: { responseMimeType?: unknown } } | null;
  return typeof body === 'object' && body?.generationConfig?.responseMimeType === 'application/json';
};

/** JSON insights to JSON requests, a fixed sentence to the others. */
export const defaultFakeGeminiResponder: FakeGeminiResponder = (request) =>
  asksForJson(request)
    ? { kind: 'json', value: FAKE_GEMINI_INSIGHTS }
    : { kind: 'text', text: FAKE_GEMINI_CHAT_ANSWER };

const STATUS_NAMES: Readonly<Record<number, string>> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
  503: 'UNAVAILABLE',
};

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const sendJson = (response: ServerResponse, status: number, value: unknown): void => {
  const body = JSON.stringify(value);
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(body);
};

const candidateOf = (model: string, text: string): unknown => ({
  candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
  usageMetadata: { promptTokenCount: 1, candidatesTokenCount: 1, totalTokenCount: 2 },
  modelVersion: model,
});

/**
 * A local stand-in for the Gemini API (POST /v1beta/models/<model>:generateContent only) on a port of its
 * own: the real `@google/genai` SDK talks to it over HTTP, so tests see exactly the requests the app sends,
 * with no network.
 */
export const startFakeGeminiServer = async (
  responder: FakeGeminiReply | FakeGeminiResponder = defaultFakeGeminiResponder,
): Promise<FakeGeminiServer> => {
  const requests: FakeGeminiRequest[] = [];
  const queue: FakeGeminiReply[] = [];
  const received = new EventEmitter();
  const sockets = new Set<Socket>();
  const responderOf = (next: FakeGeminiReply | FakeGeminiResponder): FakeGeminiResponder =>
    typeof next === 'function' ? next : () => next;
  let respond = responderOf(responder);

  const answer = (response: ServerResponse, model: string, reply: FakeGeminiReply): void => {
    switch (reply.kind) {
      case 'json':
        return sendJson(response, 200, candidateOf(model, JSON.stringify(reply.value)));
      case 'text':
        return sendJson(response, 200, candidateOf(model, reply.text));
      case 'status':
        return sendJson(response, reply.status, {
          error: {
            code: reply.status,
            message: reply.message ?? `Scripted failure ${reply.status}`,
            status: STATUS_NAMES[reply.status] ?? 'UNKNOWN',
          },
        });
      case 'body':
        response.writeHead(200, { 'content-type': 'application/json; charset=UTF-8' });
        response.end(reply.body);
        return;
      case 'hang':
        // Headers are not even sent: the caller's own timeout is the only way out.
        return;
    }
  };

  const server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      const path = new URL(request.url ?? '/', 'http://fake.invalid').pathname;
      const model = GENERATE_CONTENT.exec(path)?.[1];
      const recorded: FakeGeminiRequest = {
        method: request.method ?? '',
        path,
        model,
        body: parsed(text),
        text,
      };
      requests.push(recorded);
      received.emit('request');
      if (request.method !== 'POST' || model === undefined) {
        sendJson(response, 404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
        return;
      }
      answer(response, model, queue.shift() ?? respond(recorded));
    })().catch(() => response.destroy());
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    enqueue: (...replies) => {
      queue.push(...replies);
    },
    respondWith: (next) => {
      respond = responderOf(next);
    },
    waitForRequests: async (count) => {
      while (requests.length < count) await once(received, 'request');
      return requests;
    },
    reset: () => {
      requests.length = 0;
      queue.length = 0;
      respond = responderOf(responder);
    },
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
};
