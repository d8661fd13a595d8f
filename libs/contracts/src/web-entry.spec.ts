import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// The web imports `@vitalsync/contracts` (index.ts); the validator classes live behind `@vitalsync/contracts/server`.
// Nothing reachable from index.ts may load class-validator, class-transformer or NestJS, or the web bundle would.
const SERVER_ONLY = /^(?:class-validator|class-transformer|@nestjs\/)/;
const IMPORT = /(?:import|export)\s[^'";]*?from\s+'([^']+)'|import\s+'([^']+)'/g;

const fileOf = (from: string, specifier: string): string => {
  const base = resolve(dirname(from), specifier);
  const found = [`${base}.ts`, join(base, 'index.ts')].find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`${from}: cannot resolve ${specifier}`);
  return found;
};

const packagesReachableFrom = (entry: string): Map<string, string> => {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, fromClause, bare] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = fromClause ?? bare;
      if (specifier.startsWith('.')) pending.push(fileOf(file, specifier));
      else packages.set(specifier, file);
    }
  }
  return packages;
};

describe('the web entry of the contracts', () => {
  it('reaches no server-only package', () => {
    const serverOnly = [...packagesReachableFrom(join(__dirname, 'index.ts'))].filter(([name]) =>
      SERVER_ONLY.test(name),
    );
    expect(serverOnly).toEqual([]);
  });

  it('leaves the validators to the server entry', () => {
    expect([...packagesReachableFrom(join(__dirname, 'server.ts')).keys()]).toContain('class-validator');
  });
});
