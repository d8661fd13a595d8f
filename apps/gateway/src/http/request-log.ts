import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { type Logger } from 'pino';

export type RequestLogLevel = 'debug' | 'info' | 'error';

/**
 * The level of a request's line: debug when it succeeded, info when refused, error when it failed, unless its
 * failure was already logged once where it arose (`failureLogged`: by the exception filter, at warn for an outage
 * and at error for a bug, or by the service that answered): then info, so one failure is never two lines.
 */
export const requestLogLevel = (
  statusCode: number,
  { failureLogged = false }: { failureLogged?: boolean } = {},
): RequestLogLevel => (statusCode >= 500 && !failureLogged ? 'error' : statusCode >= 400 ? 'info' : 'debug');

/** Requests whose failure (5xx) has its own log line already. */
const failuresLogged = new WeakSet<FastifyRequest>();

/** Tells the request's line that its failure is logged elsewhere (see requestLogLevel). */
export const noteFailureLogged = (request: FastifyRequest): void => {
  failuresLogged.add(request);
};

/** Probes hit /api/health every few seconds; logging each would drown real traffic. */
const isProbe = (request: FastifyRequest): boolean => request.url.startsWith('/api/health');

/** A URL without its query string: queries name people (`?doctor=&user=`) and must not reach a log line. */
export const pathOf = (url: string): string => url.split('?', 1)[0] ?? '';

/** What a line says about the request: no headers, so no cookie can reach the log, and no query string. */
const requestOf = (request: FastifyRequest) => ({
  method: request.method,
  url: pathOf(request.url),
  remoteAddress: request.ip,
});

/**
 * One line per refused (4xx, info) or failed (5xx or aborted, error; info when logged where it arose) request;
 * successful ones at debug, only built when that level is on. The line is written from Fastify's own hooks, once
 * the answer is known: the pino-http middleware this replaces built two child loggers per request (serializing
 * the whole request with its headers through the redaction paths), even when no line was written. The answer is
 * sent after the request's scope has ended, so the line names the request id itself.
 */
export const registerRequestLog = (fastify: FastifyInstance, logger: Logger): void => {
  fastify.addHook('onResponse', (request, reply, done) => {
    const level = requestLogLevel(reply.statusCode, { failureLogged: failuresLogged.has(request) });
    if (logger.isLevelEnabled(level) && !isProbe(request)) {
      logger[level](
        {
          requestId: request.id,
          req: requestOf(request),
          res: { statusCode: reply.statusCode },
          responseTime: Math.round(reply.elapsedTime),
        },
        level === 'error' ? 'request errored' : 'request completed',
      );
    }
    done();
  });
  fastify.addHook('onRequestAbort', (request, done) => {
    logger.error({ requestId: request.id, req: requestOf(request) }, 'request aborted');
    done();
  });
};
