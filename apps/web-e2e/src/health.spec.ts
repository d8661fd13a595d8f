import { type Browser, expect, type Page, test } from '@playwright/test';
import { AI_MESSAGES, PROFILE_SAVED_MESSAGE } from '@vitalsync/contracts';

import { type Account, logIn, newAccount, signUp } from './support/accounts';
import { makeChatScenario, openAs } from './support/chatScenario';
import {
  CALM_HEALTH,
  EMERGENCY_HEART_RATE,
  gotoWithLiveNotifications,
  insightsStored,
  saveHealth,
} from './support/healthScenario';

/** A patient signed up and logged in through the pages, on a page of their own. */
const signedInPatient = async (browser: Browser): Promise<{ page: Page; account: Account }> => {
  const account = newAccount('user');
  const page = await (await browser.newContext()).newPage();
  await signUp(page, account);
  await logIn(page, account);
  return { page, account };
};

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name });

test('the health overview shows BMI 22.9, Healthy Weight, for 70 kg and 175 cm, and the AI summary', async ({
  browser,
}) => {
  test.slow();
  const { page } = await signedInPatient(browser);

  await page.goto('/dashboard/user/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('form', { name: 'Profile' });
  await form.getByLabel(/^Height \(cm\)/).fill('175');
  await form.getByLabel(/^Weight \(kg\)/).fill('70');
  await form.getByLabel(/^Heart Rate \(bpm\)/).fill('72');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: PROFILE_SAVED_MESSAGE })).toBeVisible();

  await page.goto('/dashboard/user/health-overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Health Overview' })).toBeVisible();
  const bmi = page.getByRole('region', { name: 'BMI', exact: true });
  await expect(bmi).toContainText('22.9');
  await expect(bmi).toContainText('Healthy Weight');
  await expect(page.getByRole('region', { name: 'Height', exact: true })).toContainText('175');
  await expect(page.getByRole('region', { name: 'Weight', exact: true })).toContainText('70');
  await expect(page.getByRole('progressbar', { name: 'Steps today' })).toHaveAttribute(
    'aria-valuetext',
    '5,400 of 10,000 steps',
  );

  // The insights of this save, worked out by ai-svc after it: the page picks them up without a reload.
  const insights = await insightsStored(page, ({ health_summary }) => health_summary.includes('22.9'));
  const summary = page.getByRole('region', { name: 'AI Health Summary' });
  await expect(summary).toContainText(insights.health_summary);
  await expect(summary).not.toContainText('being prepared');
  const tips = page.getByRole('list', { name: 'Lifestyle tips' }).getByRole('listitem');
  await expect(tips).toHaveCount(insights.lifestyle_tips.length);
});

test('the assistant types its reply out and keeps the question box disabled until it is whole', async ({
  browser,
}) => {
  test.slow();
  const { page } = await signedInPatient(browser);
  await saveHealth(page, CALM_HEALTH);
  await page.goto('/dashboard/user/ai-health-assistant');
  await expect(page.getByText("What's in your mind?")).toBeVisible();

  const box = page.getByRole('textbox', { name: 'Your health question' });
  await expect(box).toHaveAttribute('placeholder', 'Ask your health question...');
  await box.fill('What is my BMI?');
  await box.press('Enter');

  const log = page.getByRole('log', { name: 'Conversation with the health assistant' });
  await expect(log.getByText('What is my BMI?')).toBeVisible();
  await expect(box).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  // Typing: the reply grows on screen while the box waits.
  await expect(page.getByRole('button', { name: 'Show the whole answer' })).toBeVisible();
  await expect(box).toBeDisabled();

  // A built-in answer types out in seconds (30 ms a character); it says it is automatic.
  await expect(box).toBeEnabled({ timeout: 60_000 });
  await expect(box).toBeFocused();
  await expect(log.getByText('Assistant · automatic answer')).toBeVisible();
  await expect(log).toContainText(AI_MESSAGES.automaticLabel);
  await expect(page.getByRole('button', { name: 'Show the whole answer' })).toHaveCount(0);
});

test('a dismissed reminder stays dismissed after a reload and on another device', async ({ browser }) => {
  test.slow();
  const { page, account } = await signedInPatient(browser);
  await page.goto('/dashboard/user/notifications');
  const reminders = page.getByRole('list', { name: 'Reminders' });
  await expect(reminders.getByRole('listitem')).toHaveCount(4);

  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().endsWith('/notifications/dismissed'),
  );
  await reminders.getByRole('button', { name: 'Dismiss Drink water' }).click();
  await expect(reminders.getByText('Drink water')).toHaveCount(0);
  expect((await saved).status()).toBe(200);

  await page.reload();
  await expect(reminders.getByRole('listitem')).toHaveCount(3);
  await expect(reminders.getByText('Drink water')).toHaveCount(0);

  const other = await (await browser.newContext()).newPage();
  await logIn(other, account);
  await other.goto('/dashboard/user/notifications');
  const elsewhere = other.getByRole('list', { name: 'Reminders' });
  await expect(elsewhere.getByRole('listitem')).toHaveCount(3);
  await expect(elsewhere.getByText('Drink water')).toHaveCount(0);
});

test('the water intake is kept for the day', async ({ browser }) => {
  test.slow();
  const { page } = await signedInPatient(browser);
  await page.goto('/dashboard/user/lifestyle-tracker');
  const slider = page.getByRole('slider', { name: 'Water intake today, in litres' });
  await expect(slider).toHaveAttribute('aria-valuetext', '0 L');

  for (let click = 0; click < 6; click += 1) {
    await page.getByRole('button', { name: 'Add a quarter litre' }).click();
  }
  await expect(slider).toHaveAttribute('aria-valuetext', '1.5 L');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  await page.reload();
  await expect(slider).toHaveAttribute('aria-valuetext', '1.5 L');
});

test('a doctor with the Patient Manager open gets the emergency at once: a red toast and a red row', async ({
  browser,
}) => {
  test.slow();
  const pair = await makeChatScenario(browser);
  const patient = await openAs(browser, pair.patientState);
  await saveHealth(patient, CALM_HEALTH);
  await insightsStored(patient, ({ health_alert }) => !health_alert.emergency);

  const doctor = await openAs(browser, pair.doctorState);
  await gotoWithLiveNotifications(doctor, '/dashboard/doctor/patients');
  const row = doctor.getByRole('row', { name: new RegExp(pair.patient.fullName) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Emergency')).toHaveCount(0);

  await saveHealth(patient, { heartRate: EMERGENCY_HEART_RATE });

  const toast = doctor.getByRole('alert').filter({ hasText: `Emergency: ${pair.patient.fullName}` });
  await expect(toast).toBeVisible();
  await expect(row.getByText('Emergency')).toBeVisible();

  await sidebarLink(doctor, 'Notifications').click();
  await expect(doctor.getByRole('article', { name: pair.patient.fullName })).toBeVisible();
  await expect(doctor.getByText('No emergency patients at the moment.')).toHaveCount(0);

  await toast.getByRole('button', { name: `View ${pair.patient.fullName}` }).click();
  await expect(doctor.getByRole('heading', { level: 1, name: pair.patient.fullName })).toBeVisible();
  await expect(doctor).toHaveURL(/\/dashboard\/doctor\/patients$/);

  // The patient's own pages say it too, in red.
  await patient.goto('/dashboard/user/notifications');
  await expect(
    patient.getByRole('region', { name: 'Health Alert' }).getByRole('alert').filter({ hasText: 'Emergency' }),
  ).toBeVisible();
});
