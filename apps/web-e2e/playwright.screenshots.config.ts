import { defineConfig } from '@playwright/test';

import baseConfig from './playwright.config';

/** `src/screenshots.ts` only: PNGs of the public pages for a visual review, written to `screenshots/web/`. */
export default defineConfig({
  ...baseConfig,
  testMatch: 'screenshots.ts',
  reporter: [['list']],
});
