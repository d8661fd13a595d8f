import { type Plugin } from 'vite';

/**
 * Adds `<link rel="preload">` for the body font's Latin file (its name is hashed at build time), so it arrives
 * with the scripts, before the first render: text then never swaps from the fallback face and shifts the page.
 */
export const preloadFont = (fileNamePattern: RegExp): Plugin => ({
  name: 'vitalsync:preload-font',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) => {
      const font = Object.keys(context.bundle ?? {}).find((fileName) => fileNamePattern.test(fileName));
      if (!font) throw new Error(`No built font matches ${String(fileNamePattern)}`);
      return [
        {
          tag: 'link',
          attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head',
        },
      ];
    },
  },
});
