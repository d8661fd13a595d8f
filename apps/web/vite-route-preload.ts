import { type Plugin } from 'vite';

import { type RouteChunks } from './route-chunks';
import { chunkGraphOf } from './vite-chunk-graph';

/**
 * Lets the page fetch its own route's lazy chunks, their stylesheets and first API reads in parallel with the app's
 * entry instead of after it: writes a JSON map (route → chunk files, stylesheets and API paths, a data block the CSP
 * does not execute) into index.html, which `public/route-preload.js` turns into `<link rel="modulepreload">` and
 * `<link rel="preload">` for the address being opened. The stylesheets are only preloaded: Vite's loader still adds
 * them when the chunk is imported, after the entry's stylesheet, so the cascade is unchanged; it then finds the file
 * fetched. Without this, a lazy route's first render waited for its stylesheet's request, which the loader only
 * starts once the entry has run (issue 19: one more round trip before a dashboard's largest paint). A route ending
 * in `/*` covers every address under it, any other is one address. The script is written inline by `inlineScripts`
 * (the CSP allows it by its hash); the API reads are fetched as the app fetches them (CORS mode, cookies included),
 * so the browser hands the app the preloaded answer.
 */
export const routePreload = (routes: Readonly<Record<string, RouteChunks>>): Plugin => ({
  name: 'vitalsync:route-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, context) => {
      const graph = chunkGraphOf(context.bundle ?? {});
      const map = Object.fromEntries(
        Object.entries(routes).map(([route, chunks]) => [
          route,
          { chunks: graph.routeFiles(chunks), styles: graph.routeStyles(chunks), data: chunks.data ?? [] },
        ]),
      );
      const tags =
        `<script type="application/json" id="route-chunks">${JSON.stringify(map)}</script>` +
        '<script src="/route-preload.js"></script>';
      // Before the first script or stylesheet of <head> (after its meta tags): a script placed after a stylesheet
      // would wait for it. `inlineScripts` then writes the script inline.
      const first = html.search(/<script|<link rel="(stylesheet|modulepreload)"/);
      if (first < 0)
        throw new Error('index.html has no script or stylesheet to place the route preloads before');
      return `${html.slice(0, first)}${tags}\n    ${html.slice(first)}`;
    },
  },
});
