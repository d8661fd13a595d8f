import { type Rollup } from 'vite';

/** A chunk as the build plugins' tests describe it: only the fields the plugins read. */
export interface ChunkSpec {
  fileName: string;
  code?: string;
  imports?: string[];
  isEntry?: boolean;
  /** The source file the chunk is built from, relative to apps/web. */
  source?: string;
  /** The stylesheets Vite records for the chunk. */
  css?: string[];
}

/** A build's output made of those fields; the rest of a real chunk plays no part in the plugins. */
export const bundleOf = (...specs: ChunkSpec[]): Rollup.OutputBundle =>
  Object.fromEntries(
    specs.map((spec) => [
      spec.fileName,
      {
        type: 'chunk',
        fileName: spec.fileName,
        code: spec.code ?? '',
        imports: spec.imports ?? [],
        isEntry: spec.isEntry ?? false,
        facadeModuleId: spec.source ? `/work/apps/web/${spec.source}` : null,
        viteMetadata: { importedCss: new Set(spec.css ?? []), importedAssets: new Set<string>() },
      } as Partial<Rollup.OutputChunk> as Rollup.OutputChunk,
    ]),
  );
