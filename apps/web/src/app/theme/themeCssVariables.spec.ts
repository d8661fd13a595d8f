import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { cssVariablesResolver } from './cssVariablesResolver';
import { theme } from './theme';
import { themeCssVariables } from './themeCssVariables';

const STYLESHEET = path.join(__dirname, 'themeCssVariables.css');
const HEADER =
  '/* Generated from theme.ts and cssVariablesResolver.ts by themeCssVariables.ts; rewrite it with\n' +
  '   UPDATE_THEME_CSS=1 and the web unit test themeCssVariables.spec.ts. */\n';

describe('themeCssVariables.css', () => {
  it('should be the variables MantineProvider would inject for the theme', () => {
    const expected = `${HEADER}${themeCssVariables(theme, cssVariablesResolver)}\n`;
    if (process.env['UPDATE_THEME_CSS'] === '1') writeFileSync(STYLESHEET, expected);

    expect(readFileSync(STYLESHEET, 'utf8')).toBe(expected);
  });

  it('should hold the theme’s own colours and the resolver’s contrast fixes', () => {
    const css = themeCssVariables(theme, cssVariablesResolver);

    expect(css).toContain('--mantine-color-teal-7: #0f766e');
    expect(css).toMatch(/\[data-mantine-color-scheme="dark"\][^}]*--mantine-color-dimmed: #a6a6a6/);
  });
});
