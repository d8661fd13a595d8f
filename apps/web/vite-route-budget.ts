import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { type Plugin, type Rollup } from 'vite';

import { type RouteChunks } from './route-chunks';
import { chunkGraphOf } from './vite-chunk-graph';

export interface RouteWeight {
  route: string;
  gzipBytes: number;
  budgetBytes: number;
  files: Array<{ file: string; gzipBytes: number }>;
}

const gzipBytesOf = (chunk: Rollup.OutputChunk | undefined): number =>
  chunk ? gzipSync(chunk.code, { level: 9 }).length : 0;

/** What each route loads before its first paint: the entry's chunks and its own, gzipped, largest first. */
export const routeWeightsOf = (
  bundle: Rollup.OutputBundle,
  routes: Readonly<Record<string, RouteChunks>>,
): RouteWeight[] => {
  const graph = chunkGraphOf(bundle);
  const sizes = new Map<string, number>();
  const sizeOf = (file: string): number => {
    const known = sizes.get(file);
    if (known !== undefined) return known;
    const size = gzipBytesOf(graph.chunk(file));
    sizes.set(file, size);
    return size;
  };
  return Object.entries(routes).map(([route, chunks]) => {
    const files = [...graph.entryFiles, ...graph.routeFiles(chunks)]
      .map((file) => ({ file, gzipBytes: sizeOf(file) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
    const gzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
    return { route, gzipBytes, budgetBytes: chunks.budgetBytes, files };
  });
};

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * Fails the build when a route's JavaScript before first paint (gzipped) grows past its budget (issue 19), and
 * writes every route's weight to `route-weights.json` beside the build for the docs and the bench.
 */
export const routeBudget = (routes: Readonly<Record<string, RouteChunks>>): Plugin => ({
  name: 'vitalsync:route-budget',
  apply: 'build',
  generateBundle(options, bundle) {
    const weights = routeWeightsOf(bundle, routes);
    if (options.dir) writeFileSync(join(options.dir, 'route-weights.json'), JSON.stringify(weights, null, 2));
    const over = weights.filter((weight) => weight.gzipBytes > weight.budgetBytes);
    if (over.length === 0) return;
    this.error(
      `JavaScript before first paint is over budget (apps/web/route-chunks.ts):\n` +
        over
          .map(
            (weight) =>
              `  ${weight.route}: ${kB(weight.gzipBytes)} > ${kB(weight.budgetBytes)}; largest: ` +
              weight.files
                .slice(0, 4)
                .map((file) => `${file.file} ${kB(file.gzipBytes)}`)
                .join(', '),
          )
          .join('\n'),
    );
  },
});
