import { expect, type Locator, type Page, test } from '@playwright/test';

import { chooseTheme, expectNoAxeViolations, THEMES } from './support/axe';

// axe-core is injected as a script, which the app's Content Security Policy would refuse.
test.use({ bypassCSP: true });

/** What the focused field shows around itself, and the colour it is drawn on. */
interface Ring {
  outlineWidth: number;
  outlineStyle: string;
  outlineColor: string;
  shadowWidth: number;
  background: string;
}

const ringOf = (field: Locator): Promise<Ring> =>
  field.evaluate((element) => {
    const style = getComputedStyle(element);
    // The ring sits outside the field: it is seen against the first opaque background around the field.
    let background = 'rgb(255, 255, 255)';
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour)) {
        background = colour;
        break;
      }
    }
    const spreads = [...style.boxShadow.matchAll(/(-?[\d.]+)px/g)].map((match) => Number(match[1]));
    return {
      outlineWidth: parseFloat(style.outlineWidth),
      outlineStyle: style.outlineStyle,
      outlineColor: style.outlineColor,
      shadowWidth: style.boxShadow === 'none' ? 0 : Math.max(0, ...spreads),
      background,
    };
  });

const luminance = (colour: string): number => {
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (first: string, second: string): number => {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** Presses Tab until the field has the focus: the way a keyboard user reaches it. */
const tabTo = async (page: Page, field: Locator) => {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await field.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(field).toBeFocused();
};

for (const theme of THEMES) {
  test(`text fields show a focus ring of at least 2 px with 3:1 contrast (${theme} theme)`, async ({
    page,
  }) => {
    await page.goto('/');
    await chooseTheme(page, theme);
    await page.goto('/signup');
    await page.getByRole('tab', { name: 'User' }).click();
    const personal = page.getByRole('region', { name: 'Personal Information' });
    const health = page.getByRole('region', { name: 'Health Information' });

    const expectRing = async (field: Locator) => {
      await tabTo(page, field);
      const ring = await ringOf(field);
      const width = ring.outlineStyle === 'none' ? ring.shadowWidth : ring.outlineWidth;
      expect(width, `focus ring width of ${await field.getAttribute('id')}`).toBeGreaterThanOrEqual(2);
      expect(contrast(ring.outlineColor, ring.background)).toBeGreaterThanOrEqual(3);
    };

    // Text inputs, a date field and selects on the patient's form, a textarea on the doctor's.
    for (const field of [
      personal.getByLabel(/^Full Name/),
      personal.getByLabel(/^Email/),
      personal.getByLabel(/^Date of Birth/),
      personal.getByLabel(/^Gender/),
      health.getByLabel(/^Blood Group/),
    ])
      await expectRing(field);
    await page.getByRole('tab', { name: 'Doctor' }).click();
    await expectRing(page.getByRole('region', { name: 'Optional' }).getByLabel(/^Biography/));

    await page.screenshot({ path: `/tmp/shots18-d/focus-ring-${theme}.png` });
    await expectNoAxeViolations(page, `sign up with a focused field, ${theme} theme`);
  });
}
