import {
  convertCssVariables,
  type CSSVariablesResolver,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  keys,
  mergeMantineTheme,
  type MantineThemeOverride,
} from '@mantine/core';

/**
 * The CSS variables MantineProvider would compute and inject at every start for this theme (only those that differ
 * from Mantine's defaults, which its global stylesheet already declares), as a stylesheet. The app ships them as
 * `themeCssVariables.css` and turns the provider's injection off: measured, the computation cost every page
 * 15 to 25 ms of its start in Chromium on the development machine, four times that on Lighthouse's phone
 * (docs/performance.md "Pages on a phone"). `themeCssVariables.spec.ts` keeps the file equal to this.
 */
export const themeCssVariables = (override: MantineThemeOverride, resolver: CSSVariablesResolver): string => {
  const theme = mergeMantineTheme(DEFAULT_THEME, override);
  const merged = deepMerge(defaultCssVariablesResolver(theme), resolver(theme));
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (part: 'variables' | 'light' | 'dark') =>
    Object.fromEntries(
      keys(merged[part])
        .filter((name) => merged[part][name] !== defaults[part][name])
        .map((name) => [name, merged[part][name]]),
    );
  return convertCssVariables({ variables: changed('variables'), light: changed('light'), dark: changed('dark') });
};
