import { expect, type Page, test } from '@playwright/test';

import { fillLogin, logIn, newAccount, type Role, signUp } from './support/accounts';

const region = (page: Page, name: string) => page.getByRole('region', { name });

const greeting: Record<Role, string> = {
  user: 'Welcome, Ada Patient',
  doctor: 'Welcome, Dr. Meredith Grey',
};

for (const role of ['user', 'doctor'] as const) {
  test(`${role}: signs up, logs in, edits the profile, stays logged in across a reload and logs out`, async ({
    page,
  }) => {
    const account = newAccount(role);
    await signUp(page, account);
    await logIn(page, account);

    await expect(page.getByRole('heading', { level: 1, name: greeting[role] })).toBeVisible();
    // The uploaded picture is served back by the API and really decodes as an image.
    const picture = page.getByRole('img', { name: `Profile picture of ${account.fullName}` });
    await expect(picture).toHaveAttribute('src', /\/api\/profilePicture\/[^/]+\.png$/);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8);

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${role}/profile$`));
    const phone = region(page, 'Personal Information').getByLabel(/^Phone Number/);
    await expect(phone).toBeDisabled();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(region(page, 'Personal Information').getByLabel(/^Email/)).toBeDisabled();
    await phone.fill('+15550777');
    if (role === 'user')
      await region(page, 'Health Information')
        .getByLabel(/^Weight \(kg\)/)
        .fill('63.5');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Profile updated successfully.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(phone).toBeDisabled();

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${role}/profile$`));
    await expect(region(page, 'Personal Information').getByLabel(/^Phone Number/)).toHaveValue('+15550777');
    if (role === 'user') {
      await expect(region(page, 'Health Information').getByLabel(/^Weight \(kg\)/)).toHaveValue('63.5');
    }

    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'You have Successfully Logged Out!' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto(`/dashboard/${role}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Please Login First!' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('a wrong password shows the server’s message as loginError', async ({ page }) => {
  const account = newAccount('user');
  await signUp(page, account);

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/authenticate/login'));
  await fillLogin(page, { ...account, password: 'wrong12' });
  const response = await answer;
  const body = (await response.json()) as { status: string; message: string };

  expect(response.status()).toBeGreaterThanOrEqual(400);
  expect(body.message).toBeTruthy();
  await expect(page.getByRole('form', { name: 'User login' }).getByRole('alert')).toHaveText(body.message);
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('folds the dashboard sidebar behind a menu button', async ({ page }) => {
    const account = newAccount('user');
    await signUp(page, account);
    await logIn(page, account);

    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Dashboard menu: Home' }).click();
    await sidebar.getByRole('link', { name: 'Health Overview' }).click();

    await expect(page).toHaveURL(/\/dashboard\/user\/health-overview$/);
    await expect(page.getByRole('button', { name: 'Dashboard menu: Health Overview' })).toBeVisible();
    await expect(sidebar).toBeHidden();
  });
});
