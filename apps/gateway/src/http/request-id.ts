import { type IncomingHttpHeaders } from 'node:http';

import { clientOriginOf, REQUEST_ID_HEADER, requestIdOrNew, runWithRequestContext } from '@vitalsync/backend';
import { type FastifyInstance } from 'fastify';

/** Fastify's `genReqId`: the caller's `x-request-id` when acceptable, else a new UUID. */
export const gatewayRequestId = (request: { headers: IncomingHttpHeaders }): string =>
  requestIdOrNew(request.headers[REQUEST_ID_HEADER]);

/**
 * Every request runs under its id (request.id, from gatewayRequestId), which its answer names in `x-request-id`:
 * log lines written while handling it carry the id, and so does every bus message it sends (with the client's
 * address and browser, which no log line carries). Registered before any
 * other hook, so rate limiting and every later hook run inside it too.
 */
export const registerRequestId = (fastify: FastifyInstance): void => {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // Everything after this hook (body parsing, guards, the route, the answer) runs inside the request's scope,
    // with the client's address (Fastify's, TRUST_PROXY applied) and browser for the services' access records.
    runWithRequestContext(
      { requestId: request.id, client: clientOriginOf(request.ip, request.headers['user-agent']) },
      done,
    );
  });
};
