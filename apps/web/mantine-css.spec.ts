import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { GLOBAL_STYLESHEETS, coreNamesInUse, neededMantineStylesheets } from './mantine-css';

const workspace = path.join(__dirname, '../..');
const appSource = path.join(__dirname, 'src');

const importedStylesheets = (): string[] =>
  [...readFileSync(path.join(appSource, 'app/theme/mantineStyles.ts'), 'utf8').matchAll(
    /^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm,
  )].map(([, name = '']) => name);

describe('the Mantine stylesheets the app imports', () => {
  it('should be exactly the ones its components need, in the order of Mantine’s styles.css', () => {
    expect(importedStylesheets()).toEqual(neededMantineStylesheets({ root: workspace, sourceDir: appSource }));
  });

  it('should never be the whole styles.css', () => {
    const entry = readFileSync(path.join(appSource, 'main.tsx'), 'utf8');

    expect(entry).not.toContain("'@mantine/core/styles.css'");
    expect(entry).toContain("import './app/theme/mantineStyles';");
  });
});

describe('neededMantineStylesheets', () => {
  const appWith = (files: Record<string, string>): string => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mantine-css-'));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    return dir;
  };
  const needed = (files: Record<string, string>) =>
    neededMantineStylesheets({ root: workspace, sourceDir: appWith(files) });

  it('should add the components a used one is built on', () => {
    const sheets = needed({ 'Page.tsx': "import { Modal } from '@mantine/core';" });

    expect(sheets).toEqual(expect.arrayContaining(['Modal', 'ModalBase', 'Overlay', 'CloseButton']));
  });

  it('should add the shared parts outside the component folders (Radio lays out its label with InlineInput)', () => {
    expect(needed({ 'Page.tsx': "import { Radio } from '@mantine/core';" })).toEqual(
      expect.arrayContaining(['Radio', 'InlineInput']),
    );
  });

  it('should know every per-component stylesheet Mantine ships by exactly one style module', () => {
    const core = path.join(workspace, 'node_modules/@mantine/core');
    const styleModules = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? styleModules(path.join(dir, entry.name))
          : (/^(\w+)\.module\.mjs$/.exec(entry.name)?.slice(1) ?? []),
      );
    const modules = styleModules(path.join(core, 'esm')).sort();
    const sheets = readdirSync(path.join(core, 'styles'))
      .filter((name) => /^\w+\.css$/.test(name) && !/^(baseline|global)\.css$/.test(name))
      .map((name) => name.replace(/\.css$/, ''))
      .sort();

    expect(modules).toEqual(sheets);
  });

  it('should start with the global stylesheets and keep Mantine’s order', () => {
    const sheets = needed({ 'Page.tsx': "import { Button, ActionIcon } from '@mantine/core';" });

    expect(sheets.slice(0, 3)).toEqual(GLOBAL_STYLESHEETS);
    expect(sheets.indexOf('UnstyledButton')).toBeLessThan(sheets.indexOf('Button'));
  });

  it('should read type imports, aliases and specs as they are', () => {
    const names = coreNamesInUse({
      root: workspace,
      sourceDir: appWith({
        'Page.tsx': "import { type MantineSize, Badge as Tag } from '@mantine/core';",
        '__tests__/Page.spec.tsx': "import { Stepper } from '@mantine/core';",
        'Other.spec.tsx': "import { Timeline } from '@mantine/core';",
      }),
    });

    expect(names).toContain('Badge');
    expect(names).not.toContain('MantineSize');
    expect(names).not.toContain('Stepper');
    expect(names).not.toContain('Timeline');
  });
});
