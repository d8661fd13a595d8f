import { expect, type Locator, test } from '@playwright/test';

import { logIn, newAccount, signUp } from './support/accounts';

const heightOf = (box: Locator) => box.evaluate((element) => element.getBoundingClientRect().height);

// Chromium sizes textareas in CSS (`field-sizing: content`), so no script measures them while a page renders
// (apps/web/src/forms/AutosizeTextarea.tsx, docs/performance.md "Textareas sized in CSS, locale data loaded early").
test('a long text field grows with its text up to six lines, then scrolls, and nothing measures it', async ({
  page,
}) => {
  const account = newAccount('doctor');
  await signUp(page, account);
  await logIn(page, account);
  await page.goto('/dashboard/doctor/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const biography = page.getByLabel(/^Biography/);
  await expect(biography).toBeEditable();

  await biography.fill('');
  const empty = await heightOf(biography);
  const lineHeight = await biography.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  await biography.fill(['one', 'two', 'three', 'four'].join('\n'));
  const fourLines = await heightOf(biography);
  expect(fourLines - empty).toBeCloseTo(2 * lineHeight, 0);

  await biography.fill(Array.from({ length: 20 }, (_, line) => `line ${line + 1}`).join('\n'));
  expect(await heightOf(biography)).toBeCloseTo(empty + 4 * lineHeight, 0);
  expect(await biography.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);

  expect(
    await biography.evaluate((element) => getComputedStyle(element).getPropertyValue('field-sizing')),
  ).toBe('content');
  await expect(page.locator('textarea[aria-label="autosize measurement"]')).toHaveCount(0);
});
