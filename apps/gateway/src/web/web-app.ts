import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';

import { inlineScriptHashes } from './inline-script-hashes';

/** The built web app next to the running bundle (dist/apps/<app>/../web), unless WEB_DIST says otherwise. */
export const resolveWebDist = (configured: string | undefined): string | undefined => {
  const candidate = configured ?? join(__dirname, '..', 'web');
  return existsSync(join(candidate, 'index.html')) ? candidate : undefined;
};

/** The CSP sources of the inline scripts of the web app's index.html, read once at start. */
export const webAppInlineScripts = (webDist: string): string[] =>
  inlineScriptHashes(readFileSync(join(webDist, 'index.html'), 'utf8'));

/**
 * Serves the web app's files, as the `.br`/`.gz` the build wrote beside them when the browser accepts one;
 * hashed assets are cached for a year, everything else (index.html above all) is revalidated.
 */
export const serveWebApp = async (app: NestFastifyApplication, webDist: string): Promise<void> => {
  const assets = join(webDist, 'assets');
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
};
