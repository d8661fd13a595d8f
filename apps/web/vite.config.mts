import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const workspaceRoot = fileURLToPath(new URL('../../', import.meta.url));

// The web app may import only these two libraries (DESIGN.md section 1); their paths come from tsconfig.base.json.
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
  plugins: [react()],
  resolve: { alias: readLibraryAliases() },
  build: {
    outDir: `${workspaceRoot}dist/apps/web`,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, cached across releases. The tests name packages exactly, so libraries that
        // only lazy routes use (charts, dates, dropzone, socket.io) stay in those routes' chunks.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
            {
              name: 'redux',
              test: /node_modules[\\/](@reduxjs|immer|redux|react-redux|reselect|redux-thunk)[\\/]/,
            },
            {
              name: 'mantine',
              test: /node_modules[\\/](@mantine[\\/](core|hooks|notifications|store)|@floating-ui|react-transition-group|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|react-number-format|clsx)[\\/]/,
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
