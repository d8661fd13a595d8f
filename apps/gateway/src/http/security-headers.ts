import fastifyHelmet from '@fastify/helmet';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';

/** One year, the figure HSTS preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer, the web app's pages, its files and the API alike (@fastify/helmet). The
 * policy fits what the app really loads: only its own scripts (index.html loads /color-scheme.js as a file, Vite
 * emits no inline script; Swagger UI at /api/docs loads its init script as a file too), images from itself and
 * from data:/blob: URLs (previews of chosen pictures), requests to itself only ('self' covers ws:/wss: to the same
 * host in CSP 3, so Socket.IO connects), and no framing at all.
 */
export const registerSecurityHeaders = async (app: NestFastifyApplication): Promise<void> => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    });
};
