import { expect, test } from '@playwright/test';

import { doctorViewsPatient, openHistoryWithLine } from './support/accessHistoryScenario';
import { makeChatScenario, openAs } from './support/chatScenario';

test.describe('access history', () => {
  test('a doctor opens the patient’s detail, and the patient then sees it in Access history', async ({
    browser,
  }) => {
    test.slow();
    const pair = await makeChatScenario(browser);
    await doctorViewsPatient(browser, pair);

    const patient = await openAs(browser, pair.patientState);
    const line = `Dr ${pair.doctor.fullName} viewed your health record`;
    await openHistoryWithLine(patient, line);

    const history = patient.getByRole('region', { name: 'Access history' });
    const row = history.getByRole('row', { name: new RegExp(line) });
    // When, as a person reads it ("26 Nov 2026, 10:42").
    await expect(row.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    // The patient's own sign-in from the scenario, with where it came from.
    await expect(history.getByRole('cell', { name: /You signed in/ }).first()).toContainText('From ');
    await patient.context().close();

    // Another patient, of another doctor, never sees that doctor in theirs.
    const others = await makeChatScenario(browser);
    const other = await openAs(browser, others.patientState);
    await other.goto('/dashboard/user/profile');
    const theirs = other.getByRole('region', { name: 'Access history' });
    await expect(theirs.getByRole('cell', { name: /You signed in/ }).first()).toBeVisible();
    await expect(theirs).not.toContainText(pair.doctor.fullName);
    await other.context().close();
  });
});
