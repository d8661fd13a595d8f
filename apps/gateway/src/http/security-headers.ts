import { type IncomingMessage, type ServerResponse } from 'node:http';

import { type FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** One year, the figure HSTS preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The policy fits what the app really loads: only its own scripts (files of this site, and the inline scripts of
 * the built index.html by their hashes, see securityHeaderOptions; Swagger UI at /api/docs loads its init script
 * as a file), images from itself
 * and from data:/blob: URLs (previews of chosen pictures), requests to itself only ('self' covers ws:/wss: to the
 * same host in CSP 3, so Socket.IO connects), and no framing at all.
 */
export const securityHeaderOptions = (inlineScripts: readonly string[] = []): Readonly<HelmetOptions> => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts],
      // Mantine writes <style> elements and style attributes at run time, and Swagger UI's page carries inline
      // styles; without 'unsafe-inline' both break. Styles cannot run code, so scripts stay strict.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'no-referrer' },
  // Sent below, and only over HTTPS: on plain HTTP the header means nothing and would mislead.
  strictTransportSecurity: false,
});

/**
 * The headers helmet sets with these options, asked once: no directive depends on the request, while helmet's
 * Fastify plugin rebuilt the whole policy (parsing every directive) on every request.
 */
export const securityHeadersOf = (options: Readonly<HelmetOptions>): Readonly<Record<string, string>> => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
};

/**
 * Security headers on every answer, the web app's pages, its files and the API alike. `inlineScripts`: the
 * `'sha256-…'` sources of the inline scripts the served index.html carries (inlineScriptHashes).
 */
export const registerSecurityHeaders = (
  fastify: FastifyInstance,
  inlineScripts: readonly string[] = [],
): void => {
  const headers = securityHeadersOf(securityHeaderOptions(inlineScripts));
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    done();
  });
};
