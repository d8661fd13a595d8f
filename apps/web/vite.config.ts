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
