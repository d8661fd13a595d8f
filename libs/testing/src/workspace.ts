import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The repository root, found from this file whether it runs from source or from a bundle. */
export const workspaceRoot = (): string => {
  let dir = __dirname;
  while (!existsSync(join(dir, 'nx.json'))) {
    const parent = join(dir, '..');
    if (parent === dir) throw new Error('nx.json not found above ' + __dirname);
    dir = parent;
  }
  return dir;
};

export const distMain = (app: string): string => {
  const main = join(workspaceRoot(), 'dist', 'apps', app, 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: build it first (npx nx run ${app}:build)`);
  return main;
};
