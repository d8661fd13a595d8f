import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';

import { toApiError } from './api-error';
import { pathOf } from './request-log';
import { isSpaRoute } from '../web/spa-route';

/**
 * Every failed request answers `{status: "error", message}`; a GET of a client route that no API route matches
 * answers the web app's index.html so deep links work (SPA fallback).
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(private readonly spaFallback: boolean) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') {
      this.logger.error({ err: exception, context: host.getType() }, 'handler failed');
      return;
    }
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const error = toApiError(exception);

    if (error.statusCode === 404 && this.spaFallback && isSpaRoute(request.method, request.url)) {
      void reply.header('cache-control', 'no-cache').sendFile('index.html');
      return;
    }
    if (error.unexpected) {
      this.logger.error(
        { err: exception, method: request.method, url: pathOf(request.url) },
        'request failed',
      );
    }
    if (error.retryAfterSeconds !== undefined)
      void reply.header('retry-after', String(error.retryAfterSeconds));
    void reply.status(error.statusCode).send(error.body);
  }
}
