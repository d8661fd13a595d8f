import { type CSSVariablesResolver } from '@mantine/core';

/**
 * Every text reaches WCAG AA (4.5:1) in both schemes, on the page, on cards and on hovered rows:
 * - light "dimmed" (Mantine's #868e96 is 3.3:1 on white): 5.6:1 on white, 5.3:1 on the grey footer;
 * - dark "dimmed" (Mantine's #828282 is 3.5:1 on cards #2e2e2e): 5.6:1 on cards, 6.8:1 on the page #1f1f1f,
 *   4.6:1 on the hover grey #3b3b3b;
 * - error text (Mantine's red-6 is 3.3:1 on white; its dark red-8 is 3.0:1 on cards): 5.5:1 on white and 5.9:1
 *   on dark cards;
 * - dark body text brighter than Mantine's #c9c9c9, so headings stay clearly above the dimmed copy.
 * The text fields' focus ring (`--vs-focus-ring`, WCAG 1.4.11, 3:1 against what it sits on): teal 7 is 5.5:1 on
 * white; on dark the filled teal would be 2.5:1, so teal 4 (#3ec5b5), 6.4:1 on cards and 7.7:1 on the page.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f6a74',
    '--mantine-color-error': '#c92a2a',
    '--vs-focus-ring': 'var(--mantine-color-teal-7)',
  },
  dark: {
    '--mantine-color-text': '#dfe2e5',
    '--mantine-color-dimmed': '#a6a6a6',
    '--mantine-color-error': '#ff8787',
    '--vs-focus-ring': 'var(--mantine-color-teal-4)',
  },
});
