import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';

import { fromRoot } from './workspace';

// `import … from 'x'`, `export … from 'x'`, `import 'x'`, `import('x')`, `require('x')`; `import type` is erased.
const SPECIFIERS = [
  /(?:^|\n)\s*(?:import(?!\s+type\s)[^'"]*?\sfrom|export(?!\s+type\s)[^'"]*?\sfrom|import)\s*['"]([^'"]+)['"]/g,
  /\b(?:import|require)\(\s*['"]([^'"]+)['"]\s*\)/g,
];

const workspaceAliases = (): Map<string, string> => {
  const tsconfig = JSON.parse(readFileSync(fromRoot('tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return new Map(
    Object.entries(tsconfig.compilerOptions.paths).map(([alias, [target = '']]) => [alias, fromRoot(target)]),
  );
};

const sourceFile = (base: string): string | undefined =>
  [`${base}.ts`, join(base, 'index.ts'), base].find(
    (candidate) => candidate.endsWith('.ts') && existsSync(candidate),
  );

const packageOf = (specifier: string): string | undefined => {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0] ?? ''))
    return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/**
 * Every npm package the app loads at run time, with a file that loads it: the imports reachable from its
 * main.ts through relative paths and the workspace libraries, which is what webpack bundles while it leaves
 * npm packages to node_modules.
 */
export const runtimePackagesOf = (app: string): Map<string, string> => {
  const aliases = workspaceAliases();
  const found = new Map<string, string>();
  const seen = new Set<string>();
  const pending = [fromRoot('apps', app, 'src', 'main.ts')];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of SPECIFIERS.flatMap((pattern) => [...text.matchAll(pattern)])) {
      const specifier = match[1] ?? '';
      const local = specifier.startsWith('.')
        ? sourceFile(resolve(dirname(file), specifier))
        : aliases.get(specifier);
      if (local !== undefined) pending.push(local);
      else if (!specifier.startsWith('.')) {
        const name = packageOf(specifier);
        if (name !== undefined && !found.has(name)) found.set(name, file);
      }
    }
  }
  return found;
};

interface LockEntry {
  dev?: boolean;
}

/** Packages `npm ci --omit=dev` installs from the lockfile (anything not marked dev-only). */
export const productionPackages = (): Set<string> => {
  const lock = JSON.parse(readFileSync(fromRoot('package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  return new Set(
    Object.entries(lock.packages)
      .filter(([path, entry]) => path.startsWith('node_modules/') && entry.dev !== true)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)),
  );
};
