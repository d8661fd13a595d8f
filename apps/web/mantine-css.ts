import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which of @mantine/core's per-component stylesheets the app needs, and in which order.
 *
 * The app imports these instead of the whole `@mantine/core/styles.css` (the render-blocking stylesheet of every
 * page was 37 kB gzipped, about half of it for components no page uses). A component's stylesheet is needed when
 * the app uses it or when a component it uses is built on it (Button on UnstyledButton, Modal on ModalBase and
 * Overlay): those are read from Mantine's own module graph, so the list cannot miss one. The order is the order of
 * `styles.css`, so the cascade is the one Mantine ships.
 */

const PACKAGES_USING_CORE = ['@mantine/notifications', '@mantine/charts'];

export interface MantineCssOptions {
  /** The workspace root (holds node_modules). */
  root: string;
  /** The app's source folder, read for its imports from @mantine/core. */
  sourceDir: string;
}

const CORE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g;

function namesImportedFromCore(source: string): string[] {
  return [...source.matchAll(CORE_IMPORT)].flatMap(([, names = '']) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0] ?? name),
  );
}

function sourceFiles(dir: string, accept: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(file, accept);
    return accept(file) ? [file] : [];
  });
}

const isAppSource = (file: string) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file);
const isPackageModule = (file: string) => file.endsWith('.mjs');

/** Every name the app and the Mantine packages it uses import from @mantine/core. */
export function coreNamesInUse({ root, sourceDir }: MantineCssOptions): Set<string> {
  const files = [
    ...sourceFiles(sourceDir, isAppSource),
    ...PACKAGES_USING_CORE.flatMap((name) =>
      sourceFiles(path.join(root, 'node_modules', name, 'esm'), isPackageModule),
    ),
  ];
  return new Set(files.flatMap((file) => namesImportedFromCore(readFileSync(file, 'utf8'))));
}

function componentModule(coreEsm: string, name: string): string | undefined {
  const dir = path.join(coreEsm, 'components', name);
  return [path.join(dir, `${name}.mjs`), path.join(dir, name, `${name}.mjs`)].find((file) =>
    existsSync(file),
  );
}

// Each per-component stylesheet `styles/X.css` holds the classes of exactly one `X.module.mjs` (checked in the spec).
const STYLE_MODULE = /[/\\]([A-Za-z]+)\.module\.mjs$/;
const RELATIVE_IMPORT = /from\s*['"](\.[^'"]+)['"]/g;

/** The stylesheets of every style module reached from the given components through Mantine's relative imports. */
function stylesReached(coreEsm: string, names: Iterable<string>): Set<string> {
  const styles = new Set<string>();
  const visited = new Set<string>();
  const pending = [...names].flatMap((name) => componentModule(coreEsm, name) ?? []);
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (visited.has(file)) continue;
    visited.add(file);
    const style = STYLE_MODULE.exec(file)?.[1];
    if (style) styles.add(style);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const next = path.resolve(path.dirname(file), specifier);
      if (existsSync(next)) pending.push(next);
    }
  }
  return styles;
}

/** The stylesheets every Mantine component needs, before any component's. */
export const GLOBAL_STYLESHEETS = ['baseline', 'default-css-variables', 'global'];

/** The @mantine/core stylesheets (names without `.css`) the app needs, in the order of Mantine's `styles.css`. */
export function neededMantineStylesheets(options: MantineCssOptions): string[] {
  const core = path.join(options.root, 'node_modules', '@mantine', 'core');
  const stylesDir = path.join(core, 'styles');
  const whole = readFileSync(path.join(core, 'styles.css'), 'utf8');
  const components = [...stylesReached(path.join(core, 'esm'), coreNamesInUse(options))];
  const positionInWhole = (name: string): [string, number] => {
    const start = readFileSync(path.join(stylesDir, `${name}.css`), 'utf8').slice(0, 200);
    const at = whole.indexOf(start);
    if (at < 0) throw new Error(`@mantine/core/styles/${name}.css is not part of styles.css`);
    return [name, at];
  };
  return [...GLOBAL_STYLESHEETS, ...components]
    .map(positionInWhole)
    .sort(([, a], [, b]) => a - b)
    .map(([name]) => name);
}
