import { createHash } from 'node:crypto';

const SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
/** Blocks of data, which the browser never runs, so the policy need not allow them. */
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts of a page. The built index.html carries three small scripts of
 * its own inline (the colour scheme and the web font before the first paint, the route's preloads;
 * apps/web/vite-inline-scripts.ts), and the policy allows exactly those: an injected script, whose text differs,
 * still cannot run.
 */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(SCRIPT)]
    .filter(
      ([, attributes = '', body = '']) =>
        body.length > 0 && !/\bsrc\s*=/i.test(attributes) && !DATA_TYPE.test(attributes),
    )
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
