import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { COLOR_SCHEME_STORAGE_KEY } from '../colorScheme';

// The script index.html runs before the bundle; it must read the key the app writes, or the first paint flashes.
const script = readFileSync(join(__dirname, '../../../../public/color-scheme.js'), 'utf8');
const runScript = () => new Function(script)();

describe('public/color-scheme.js', () => {
  it('applies the stored dark choice before the app starts', () => {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    runScript();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  it('falls back to light when nothing (or nonsense) is stored', () => {
    runScript();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'purple');
    runScript();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});
