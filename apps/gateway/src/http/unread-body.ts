import { type FastifyInstance, type FastifyRequest } from 'fastify';

/** A body up to this size is read to its end after an early answer; a larger one costs the connection instead. */
export const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;

const declaredLength = (request: FastifyRequest): number | undefined => {
  const header = request.headers['content-length'];
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : undefined;
};

/**
 * When the answer goes out before the request body was read to its end (a multipart form refused at its 61st
 * field, a failure mid-upload), the rest of the body still sits on the connection, and on a keep-alive
 * connection the next request would wait behind it for ever. A body of known, moderate size is drained so the
 * connection stays usable; anything else gets `Connection: close` and the socket goes with the answer.
 */
export const registerUnreadBodyHandling = (
  fastify: FastifyInstance,
  drainLimit = DRAIN_LIMIT_BYTES,
): void => {
  // Callback hooks, not async ones: they run on every answer, and a promise per hook per request adds up.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete) {
      const length = declaredLength(request);
      if (length === undefined || length > drainLimit) void reply.header('connection', 'close');
    }
    done(null, payload);
  });
  fastify.addHook('onResponse', (request, _reply, done) => {
    if (!request.raw.complete) {
      request.raw.unpipe();
      request.raw.resume();
    }
    done();
  });
};
