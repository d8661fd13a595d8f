import { expect, type Page, test } from '@playwright/test';

import { logIn, newAccount, signUp } from './support/accounts';
import { askAssistant, CALM_HEALTH, saveHealth } from './support/healthScenario';

const conversation = (page: Page) =>
  page.getByRole('log', { name: 'Conversation with the health assistant' });

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name });

test('the assistant answers with what it knows of the patient, and keeps the conversation until logout', async ({
  page,
}) => {
  test.slow();
  const account = newAccount('user');
  await signUp(page, account);
  await logIn(page, account);
  await saveHealth(page, {
    ...CALM_HEALTH,
    existingMedicalConditions: 'Asthma',
    knownAllergies: 'Penicillin',
  });

  await askAssistant(page, 'How should I exercise?');

  const reply = conversation(page).getByRole('listitem').last();
  await expect(reply).toContainText('(conditions: Asthma; allergies: Penicillin)');
  await expect(reply).toContainText('a heart rate of 72 bpm');
  // The signup form's phone number is +1: the North American number.
  await expect(reply).toContainText(/Warning signs to watch for: .*call 911 now\./);
  await page.screenshot({ path: '/tmp/shots18-d/assistant-light-1280.png', fullPage: true });

  await sidebarLink(page, 'Health Overview').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Health Overview' })).toBeVisible();
  await sidebarLink(page, 'AI Health Assistant').click();
  await expect(conversation(page).getByText('How should I exercise?')).toBeVisible();
  await expect(conversation(page).getByRole('listitem').last()).toContainText('call 911 now');

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to VitalSync' })).toBeVisible();
  await logIn(page, account);
  await sidebarLink(page, 'AI Health Assistant').click();
  await expect(page.getByRole('textbox', { name: 'Your health question' })).toBeEnabled();
  await expect(conversation(page).getByRole('listitem')).toHaveCount(0);
});
