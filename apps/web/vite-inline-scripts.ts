import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { type Plugin } from 'vite';

const escapeForPattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Writes the named files of `public/` into the built index.html as inline scripts, in place of their
 * `<script src="/name">` tags. Each is a few hundred bytes the first paint waits for: as files, `color-scheme.js` (and
 * `web-font.js`) was a blocking request in `<head>` and `route-preload.js` a low-priority one the route's chunks waited for
 * (docs/performance.md "Pages on a phone"). The gateway allows exactly these scripts by their hashes
 * (apps/gateway/src/web/inline-script-hashes.ts). Development keeps the files: Vite's server sets no policy.
 */
export const inlineScripts = (publicDir: string, names: readonly string[]): Plugin => ({
  name: 'vitalsync:inline-scripts',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) =>
      names.reduce((page, name) => {
        const tag = new RegExp(`<script src="/${escapeForPattern(name)}"[^>]*></script>`);
        if (!tag.test(page)) throw new Error(`index.html has no <script src="/${name}"> to inline`);
        const code = readFileSync(join(publicDir, name), 'utf8').trim();
        if (code.includes('</script')) throw new Error(`${name} cannot be inlined: it contains "</script"`);
        return page.replace(tag, () => `<script>${code}</script>`);
      }, html),
  },
});
