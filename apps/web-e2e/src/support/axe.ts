import { type AxeResults } from 'axe-core';
import { expect, type Page } from '@playwright/test';

const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

// WCAG 2.1 levels A and AA, the product's accessibility bar
// (docs/architecture.md#web-client-look-and-accessibility).
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];

/** Stores the colour scheme the way the theme toggle does; the next load paints in it. */
export const chooseTheme = async (page: Page, theme: Theme) => {
  await page.evaluate((scheme) => localStorage.setItem('vitalsync-color-scheme', scheme), theme);
};

/** Runs axe-core over the whole document and fails with every broken rule, its elements and why. */
export const expectNoAxeViolations = async (page: Page, view: string) => {
  await page.evaluate(() => document.fonts.ready);
  await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.map((violation) => ({
      rule: violation.id,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  }, WCAG_TAGS);
  expect(violations, `axe violations on ${view}`).toEqual([]);
};
