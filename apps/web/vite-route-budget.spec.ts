import { gzipSync } from 'node:zlib';

import { type Rollup } from 'vite';

import { type RouteChunks } from './route-chunks';
import { bundleOf } from './vite-bundle.fixture';
import { routeBudget, routeWeightsOf } from './vite-route-budget';

/** Code that gzip cannot shrink much, so sizes differ clearly. */
const noise = (bytes: number, seed: number): string =>
  Array.from({ length: bytes }, (_, index) =>
    String.fromCharCode(33 + ((index * 7919 + seed * 104729) % 89)),
  ).join('');

const gz = (code: string): number => gzipSync(code, { level: 9 }).length;

const ENTRY = {
  fileName: 'assets/index.js',
  code: noise(4000, 1),
  imports: ['assets/react.js'],
  isEntry: true,
};
const REACT = { fileName: 'assets/react.js', code: noise(6000, 2) };
const PAGE = {
  fileName: 'assets/Page.js',
  code: noise(3000, 3),
  imports: ['assets/react.js', 'assets/shared.js'],
  source: 'src/Page.tsx',
};
const SHARED = { fileName: 'assets/shared.js', code: noise(2000, 4) };
const BUNDLE = bundleOf(ENTRY, REACT, PAGE, SHARED);

const routes = (budgetBytes: number): Record<string, RouteChunks> => ({
  '/page': { sources: ['src/Page.tsx'], budgetBytes },
});

/** Runs the plugin's bundle hook as the bundler would, with the bundler's error and a build directory. */
const generate = (budgetBytes: number, dir?: string): void => {
  const plugin = routeBudget(routes(budgetBytes));
  const hook = plugin.generateBundle as (
    this: { error: (message: string) => never },
    options: { dir?: string },
    bundle: Rollup.OutputBundle,
  ) => void;
  hook.call(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    { dir },
    BUNDLE,
  );
};

describe('route budget', () => {
  const total = gz(ENTRY.code) + gz(REACT.code) + gz(PAGE.code) + gz(SHARED.code);

  it('weighs the entry, the route chunk and what they import, each file once', () => {
    const [weight] = routeWeightsOf(BUNDLE, routes(total));

    expect(weight?.gzipBytes).toBe(total);
    expect(weight?.files.map(({ file }) => file).sort()).toEqual([
      'assets/Page.js',
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
  });

  it('lets a build whose routes are within their budgets pass', () => {
    expect(() => generate(total)).not.toThrow();
  });

  it('fails the build when a route grows past its budget, naming the route and its largest files', () => {
    expect(() => generate(total - 1)).toThrow(/\/page: .* > .*largest: assets\/react\.js/);
  });

  it('fails the build when a route names a source no chunk is built from', () => {
    const plugin = routeBudget({ '/gone': { sources: ['src/Gone.tsx'], budgetBytes: 1 } });
    const hook = plugin.generateBundle as (options: object, bundle: Rollup.OutputBundle) => void;

    expect(() => hook.call({}, {}, BUNDLE)).toThrow('No chunk is built from src/Gone.tsx');
  });
});
