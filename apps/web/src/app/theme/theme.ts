import { Button, Card, createTheme, Input, type MantineColorsTuple, Paper } from '@mantine/core';

import inputClasses from './Input.module.css';

// A deeper teal than Mantine's default: white text on filled buttons (shade 7, both schemes) is 5.5:1, WCAG AA.
const teal: MantineColorsTuple = [
  '#effcfa',
  '#d2f6f0',
  '#a6ece1',
  '#6fdccd',
  '#3ec5b5',
  '#1ea99b',
  '#148a80',
  '#0f766e',
  '#115e59',
  '#134e4a',
];

// The web font leads only where the browser holds its file already: fonts.css sets `--vitalsync-web-font` to
// "'Inter Variable', Inter" under `data-web-font="inter"` (public/web-font.js). Elsewhere the fallback, an Inter
// installed on the device, or the system faces, need no download before the first paint (webFont.ts).
const fontStack =
  "var(--vitalsync-web-font, Inter), -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 7,
  colors: { teal },
  autoContrast: true,
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: Button.extend({ defaultProps: { radius: 'md' } }),
    // Every text field (TextInput, Textarea, Select, PasswordInput, …) renders Input: one place for its focus ring.
    Input: Input.extend({ classNames: { input: inputClasses.input } }),
    Card: Card.extend({ defaultProps: { withBorder: true, radius: 'lg', padding: 'xl' } }),
    Paper: Paper.extend({ defaultProps: { radius: 'lg' } }),
  },
});
