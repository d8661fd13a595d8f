import { UNMATCHED_ROUTE, type VitalSyncMetrics } from '@vitalsync/backend';
import { type FastifyInstance, type FastifyRequest } from 'fastify';

/**
 * The route a request matched, as registered (`/api/dashboard/chats/:chatId`): ids and query strings never become
 * labels. A request no route matched (404s, the web app's client routes) is "unmatched", whatever its URL.
 */
export const routeLabelOf = (request: FastifyRequest): string =>
  (!request.is404 && request.routeOptions.url) || UNMATCHED_ROUTE;

/** Times every answered request by method, route template and status code. */
export const registerHttpMetrics = (fastify: FastifyInstance, metrics: VitalSyncMetrics): void => {
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.httpRequestDuration.observe(
      { method: request.method, route: routeLabelOf(request), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
};
