import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { type NestFastifyApplication } from '@nestjs/platform-fastify';

/** The built web app next to the running bundle (dist/apps/<app>/../web), unless WEB_DIST says otherwise. */
export const resolveWebDist = (env: NodeJS.ProcessEnv = process.env): string | undefined => {
  const candidate = env['WEB_DIST'] ?? join(__dirname, '..', 'web');
  return existsSync(join(candidate, 'index.html')) ? candidate : undefined;
};

/** Serves the web app's files; hashed assets are cached for a year, index.html is always revalidated. */
export const serveWebApp = (app: NestFastifyApplication, webDist: string): void => {
  app.useStaticAssets({
    root: webDist,
    prefix: '/',
    wildcard: false,
    setHeaders: (res, path) => {
      const immutable = path.includes(`${join(webDist, 'assets')}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
};
