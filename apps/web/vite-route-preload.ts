import { type Plugin, type Rollup } from 'vite';

/**
 * Lets the page fetch its own route's lazy chunks in parallel with the app's entry instead of after it: writes a
 * JSON map (route → chunk files, a data block the CSP does not execute) into index.html, which
 * `public/route-preload.js` turns into `<link rel="modulepreload">` for the address being opened.
 */
export const routePreload = (routes: Record<string, string>): Plugin => ({
  name: 'vitalsync:route-preload',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) => {
      const chunks = Object.values(context.bundle ?? {}).filter(
        (output): output is Rollup.OutputChunk => output.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const filesOf = (root: Rollup.OutputChunk): string[] => {
        const seen = new Set<string>();
        const visit = (chunk: Rollup.OutputChunk) => {
          if (seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          for (const file of chunk.imports) {
            const imported = byFile.get(file);
            if (imported) visit(imported);
          }
        };
        visit(root);
        return [...seen];
      };
      // The entry's own imports are preloaded by Vite already.
      const entry = chunks.find((chunk) => chunk.isEntry);
      const preloaded = new Set(entry ? filesOf(entry) : []);
      const map = Object.fromEntries(
        Object.entries(routes).map(([route, source]) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(source));
          if (!chunk) throw new Error(`No chunk is built from ${source}`);
          return [route, filesOf(chunk).filter((file) => !preloaded.has(file))];
        }),
      );
      return [
        {
          tag: 'script',
          attrs: { type: 'application/json', id: 'route-chunks' },
          children: JSON.stringify(map),
          injectTo: 'head',
        },
        { tag: 'script', attrs: { src: '/route-preload.js', async: true }, injectTo: 'head' },
      ];
    },
  },
});
