import { expect, test } from '@playwright/test';

import { logIn, newAccount, signUp } from './support/accounts';

test('a logged-in patient who reloads the landing page is still logged in there', async ({ page }) => {
  const account = newAccount('user');
  await signUp(page, account);
  await logIn(page, account);

  await page.goto('/');
  await page.reload();

  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'user Dashboard' })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Login' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ada Patient' })).toBeVisible();
});
