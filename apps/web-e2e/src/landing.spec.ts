import { expect, type Page, test } from '@playwright/test';

const html = (page: Page) => page.locator('html');

test.describe('landing page', () => {
  test('welcomes the visitor and Get Started leads a logged-out visitor to the login page', async ({
    page,
  }) => {
    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to VitalSync' })).toBeVisible();
    await expect(
      page.getByRole('main').getByText('Track your health, get insights, stay motivated.'),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2023 VitalSync. All rights reserved.');

    await page.getByRole('link', { name: 'Get Started' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login To Your Account' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'User' })).toHaveAttribute('aria-selected', 'true');
  });

  test('keeps the dark theme across a reload, from the very first paint', async ({ page }) => {
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'light');

    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await page.reload();
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');

    // With the app bundle blocked, only the head script can have set the theme: it is right before React runs.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome to VitalSync' })).toHaveCount(0);
    await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });

  test('shows a helpful not-found page for an unknown address', async ({ page }) => {
    await page.goto('/no/such/page');

    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();

    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to VitalSync' })).toBeVisible();
  });

  test('sends a visitor who is not logged in from a dashboard to the login page', async ({ page }) => {
    await page.goto('/dashboard/user');

    await expect(page.getByRole('alert').filter({ hasText: 'Please Login First!' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login To Your Account' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('opens the mobile menu with the navigation and account links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByText('Services')).toBeVisible();

    await menu.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { name: 'Register Your New Account' })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
