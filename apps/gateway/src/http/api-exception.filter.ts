import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { isRaisedByBusClient } from '@vitalsync/bus';
import { isRpcErrorPayload, OUTAGE_ERROR_CODES } from '@vitalsync/contracts';
import { type FastifyReply, type FastifyRequest } from 'fastify';

import { type ApiError, toApiError } from './api-error';
import { noteFailureLogged, pathOf } from './request-log';
import { isSpaRoute } from '../web/spa-route';

/**
 * How the gateway logs a failed request, once, where the failure arose:
 * - `refusal`: a 4xx, the request's own line says it;
 * - `outage`: a service or the broker did not answer this gateway (its bus client's 503/504), or the gateway's
 *   own dependency is not ready: one warn line;
 * - `passed-on`: a 5xx a service answered, logged by that service (under the same request id);
 * - `bug`: ours, one error line with the error.
 */
export type GatewayFailureKind = 'refusal' | 'outage' | 'passed-on' | 'bug';

const isOutageStatus = (status: number): boolean => status === 503 || status === 504;

export const gatewayFailureOf = (exception: unknown, error: ApiError): GatewayFailureKind => {
  if (error.statusCode < 500) return 'refusal';
  // The gateway's own (an HttpException also has a numeric status and a message, like a service's payload).
  if (exception instanceof HttpException) return isOutageStatus(error.statusCode) ? 'outage' : 'bug';
  if (isRpcErrorPayload(exception)) {
    if (!isRaisedByBusClient(exception)) return 'passed-on';
    return OUTAGE_ERROR_CODES.has(exception.code) ? 'outage' : 'bug';
  }
  return 'bug';
};

/**
 * Every failed request answers `{status: "error", code, message}`; a GET of a client route that no API route
 * matches answers the web app's index.html so deep links work (SPA fallback). A service's outage keeps its status
 * and message.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(private readonly spaFallback: boolean) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const error = toApiError(exception);
    const kind = gatewayFailureOf(exception, error);
    if (host.getType() !== 'http') {
      if (kind === 'outage') {
        this.logger.warn(
          { context: host.getType(), reason: error.body.message },
          'handler failed: dependency unavailable',
        );
      } else if (kind !== 'passed-on') {
        this.logger.error({ err: exception, context: host.getType() }, 'handler failed');
      }
      return;
    }
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();

    if (error.statusCode === 404 && this.spaFallback && isSpaRoute(request.method, request.url)) {
      void reply.header('cache-control', 'no-cache').sendFile('index.html');
      return;
    }
    const route = { method: request.method, url: pathOf(request.url) };
    if (kind === 'outage') {
      this.logger.warn({ ...route, reason: error.body.message }, 'request failed: dependency unavailable');
    } else if (kind === 'bug') {
      this.logger.error({ err: exception, ...route }, 'request failed');
    }
    // Logged above, or by the service that answered: the request's own line stays at info.
    if (kind !== 'refusal') noteFailureLogged(request);
    if (error.retryAfterSeconds !== undefined)
      void reply.header('retry-after', String(error.retryAfterSeconds));
    void reply.status(error.statusCode).send(error.body);
  }
}
