import { type Rollup } from 'vite';

import { type RouteChunks } from './route-chunks';

/** The chunks of a build and what each route needs of them before its first paint. */
export interface ChunkGraph {
  /** The entry chunk and everything it imports statically (Vite preloads these from index.html). */
  entryFiles: readonly string[];
  /** Per route: the chunk files of its sources and their static imports, the entry's excluded. */
  routeFiles: (route: RouteChunks) => string[];
  /** Per route: the stylesheets its files bring (Vite's CSS of each chunk), the entry's excluded. */
  routeStyles: (route: RouteChunks) => string[];
  chunk: (file: string) => Rollup.OutputChunk | undefined;
}

export const chunkGraphOf = (bundle: Rollup.OutputBundle): ChunkGraph => {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const filesOf = (root: Rollup.OutputChunk, seen = new Set<string>()): Set<string> => {
    if (seen.has(root.fileName)) return seen;
    seen.add(root.fileName);
    for (const file of root.imports) {
      const imported = byFile.get(file);
      if (imported) filesOf(imported, seen);
    }
    return seen;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const entryFiles = entry ? [...filesOf(entry)] : [];
  const routeFiles = (route: RouteChunks): string[] => {
    const files = new Set<string>();
    for (const source of route.sources) {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(source));
      if (!chunk) throw new Error(`No chunk is built from ${source}`);
      filesOf(chunk, files);
    }
    return [...files].filter((file) => !entryFiles.includes(file));
  };
  const stylesOf = (files: Iterable<string>): Set<string> =>
    new Set([...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
  const entryStyles = stylesOf(entryFiles);
  const routeStyles = (route: RouteChunks): string[] =>
    [...stylesOf(routeFiles(route))].filter((file) => !entryStyles.has(file));
  return { entryFiles, routeFiles, routeStyles, chunk: (file) => byFile.get(file) };
};
