import { type Browser, expect, type Page, test } from '@playwright/test';

import { logIn, newAccount, signUp } from './support/accounts';
import { chooseTheme, expectNoAxeViolations, THEMES } from './support/axe';
import { EMERGENCY_HEART_RATE, insightsStored, saveHealth } from './support/healthScenario';

// axe-core is injected as a script, which the app's Content Security Policy would refuse.
test.use({ bypassCSP: true });

/** A patient signed up and logged in through the pages, painted in the theme. */
const signedInPatient = async (browser: Browser, theme: 'light' | 'dark'): Promise<Page> => {
  const account = newAccount('user');
  const page = await (await browser.newContext({ bypassCSP: true })).newPage();
  await page.goto('/');
  await chooseTheme(page, theme);
  await signUp(page, account);
  await logIn(page, account);
  return page;
};

for (const theme of THEMES) {
  test(`static figures and reminders say "Sample", and the landing card claims nothing to a patient in an emergency (${theme} theme)`, async ({
    browser,
  }) => {
    test.slow();
    const page = await signedInPatient(browser, theme);
    await saveHealth(page, { heartRate: EMERGENCY_HEART_RATE });
    await insightsStored(page, ({ health_alert }) => health_alert.emergency);

    await page.goto('/dashboard/user/health-overview');
    const steps = page.getByRole('region', { name: 'Steps Today' });
    await expect(steps.getByRole('progressbar', { name: 'Steps today' })).toHaveAttribute(
      'aria-valuetext',
      '5,400 of 10,000 steps',
    );
    await expect(steps.getByText('Sample', { exact: true })).toBeVisible();
    const overviewReminders = page
      .getByRole('region', { name: 'Alerts and Reminders' })
      .getByRole('list', { name: 'Reminders' })
      .getByRole('listitem');
    await expect(overviewReminders).toHaveCount(4);
    for (const reminder of await overviewReminders.all())
      await expect(reminder.getByText('Sample', { exact: true })).toBeVisible();
    await page.screenshot({ path: `/tmp/shots18-d/overview-${theme}-1280.png`, fullPage: true });
    await expectNoAxeViolations(page, `health overview, ${theme} theme`);

    await page.goto('/dashboard/user/notifications');
    const reminders = page.getByRole('list', { name: 'Reminders' }).getByRole('listitem');
    await expect(reminders.first()).toBeVisible();
    for (const reminder of await reminders.all())
      await expect(reminder.getByText('Sample', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `notifications, ${theme} theme`);

    await page.goto('/');
    const card = page.getByRole('figure');
    await expect(card.getByText('Sample', { exact: true })).toBeVisible();
    await expect(card).not.toContainText(/all vitals in range/i);
    await expect(card).not.toContainText(/\byour\b/i);
    await page.screenshot({ path: `/tmp/shots18-d/landing-${theme}-1280.png` });
    await expectNoAxeViolations(page, `landing page signed in, ${theme} theme`);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `/tmp/shots18-d/landing-${theme}-375.png`, fullPage: true });
    await page.goto('/dashboard/user/health-overview');
    await expect(page.getByRole('region', { name: 'Steps Today' }).getByText('Sample')).toBeVisible();
    await page.screenshot({ path: `/tmp/shots18-d/overview-${theme}-375.png`, fullPage: true });
    await page.goto('/dashboard/user/notifications');
    await expect(page.getByRole('list', { name: 'Reminders' }).getByText('Sample').first()).toBeVisible();
    await page.screenshot({ path: `/tmp/shots18-d/notifications-${theme}-375.png`, fullPage: true });
  });
}
