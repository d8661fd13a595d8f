import { type IncomingMessage, ServerResponse } from 'node:http';

import { type ProxyTrust } from '@vitalsync/config';

import { proxiedRequestOf } from '../http/proxied-request';
import { rateLimitHeaders, type SpendAddressBudget, tooManyRequestsMessage } from '../http/rate-limit';

/** What engine.io hands its middleware as the response: a ServerResponse, or for an upgrade a stand-in. */
export interface EngineResponse {
  setHeader(name: string, value: string): unknown;
}

/** An engine.io middleware: every HTTP request of the engine's path, and every upgrade to WebSocket. */
export type EngineMiddleware = (
  request: IncomingMessage,
  response: EngineResponse,
  next: (error?: Error) => void,
) => void;

/** An engine request that opens a connection; the rest (polls, posts, the upgrade of a session) name theirs. */
const isHandshake = (request: IncomingMessage): boolean =>
  !new URL(request.url ?? '/', 'http://engine').searchParams.has('sid');

const STATUS_LINE = 'HTTP/1.1 429 Too Many Requests';

/**
 * An upgrade has no HTTP response to write to (engine.io hands its middleware a stand-in that only closes the
 * socket): the refusal is written on the socket itself, as engine.io writes its own refusals of upgrades.
 */
const refuseUpgrade = (request: IncomingMessage, headers: Record<string, string>, body: string): void => {
  const { socket } = request;
  socket.on('error', () => undefined);
  if (socket.writable) {
    const lines = Object.entries({
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}`);
    socket.write(`${[STATUS_LINE, ...lines].join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy();
};

/**
 * Engine middleware: every Socket.IO handshake — the polling one (`GET …?EIO=4&transport=polling`) and a direct
 * WebSocket upgrade — spends one request of its address's API budget, in the HTTP limiter's own store, so
 * reconnecting in a loop costs what requests do. It carries the same rate-limit headers, and past the budget it
 * is answered 429 with Retry-After and the API's message; socket.io-client takes that for a failed connection
 * and tries again later by itself, as it should for a temporary refusal. The later requests of a connection are
 * not counted: a polling client polls for as long as it stays.
 */
export const handshakeRateLimit =
  (spend: SpendAddressBudget, trust: ProxyTrust): EngineMiddleware =>
  (request, response, next) => {
    if (!isHandshake(request)) return next();
    const { ip } = proxiedRequestOf(request, trust);
    spend({ ip, url: request.url ?? '/', routeOptions: {} }).then(
      (budget) => {
        if (!budget.limited) return next();
        const headers = rateLimitHeaders(budget);
        if (!budget.exceeded) {
          for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
          return next();
        }
        const body = JSON.stringify({
          status: 'error',
          code: 'rate_limited',
          message: tooManyRequestsMessage(budget.resetSeconds),
        });
        if (response instanceof ServerResponse) {
          response.writeHead(429, { ...headers, 'content-type': 'application/json; charset=utf-8' });
          response.end(body);
        } else {
          refuseUpgrade(request, headers, body);
        }
      },
      (error: Error) => next(error),
    );
  };
