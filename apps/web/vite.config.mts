import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

import { ROUTE_CHUNKS } from './route-chunks';
import { inlineScripts } from './vite-inline-scripts';
import { precompress } from './vite-precompress';
import { routeBudget } from './vite-route-budget';
import { routePreload } from './vite-route-preload';

const workspaceRoot = fileURLToPath(new URL('../../', import.meta.url));

// The web app may import only these two libraries (docs/architecture.md#projects-and-boundaries); their paths come
// from tsconfig.base.json.
const allowedLibraries = ['@vitalsync/contracts', '@vitalsync/shared'];

const readLibraryAliases = (): Record<string, string> => {
  const tsconfig = JSON.parse(readFileSync(`${workspaceRoot}tsconfig.base.json`, 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.fromEntries(
    allowedLibraries.map((name) => {
      const [target] = tsconfig.compilerOptions.paths[name] ?? [];
      if (!target) throw new Error(`tsconfig.base.json has no path for ${name}`);
      return [name, `${workspaceRoot}${target}`];
    }),
  );
};

const apiTarget = process.env.VITE_API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    routePreload(ROUTE_CHUNKS),
    routeBudget(ROUTE_CHUNKS),
    inlineScripts(fileURLToPath(new URL('public', import.meta.url)), [
      'color-scheme.js',
      'web-font.js',
      'route-preload.js',
    ]),
    precompress(),
  ],
  resolve: { alias: readLibraryAliases() },
  build: {
    outDir: `${workspaceRoot}dist/apps/web`,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Our libraries are pure declarations: a page keeps only the rules and messages it uses, not whole modules.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]libs[\\/](contracts|shared)[\\/]/.test(id) },
      output: {
        codeSplitting: {
          groups: [
            // Long-lived vendor chunks for what every page runs, cached across releases.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            {
              // The store only (plain Redux, see src/app/store.ts); Redux Toolkit comes with RTK Query's pages.
              name: 'redux',
              test: /node_modules[\\/](redux|react-redux|redux-thunk|use-sync-external-store)[\\/]/,
            },
            {
              // The rest of what the first page runs (the shell, the Mantine components it uses) as one chunk: left
              // to the bundler it was a dozen small ones, each its own request and its own gzip dictionary.
              // `$initial` takes only what the entry imports statically, so lazy pages keep their components.
              name: 'shell',
              tags: ['$initial'],
            },
          ],
        },
      },
    },
  },
  server: {
    port: 4200,
    strictPort: true,
    proxy: {
      '/api/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: { port: 4300 },
});
