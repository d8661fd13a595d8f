import { type Browser, expect, type Page } from '@playwright/test';

import { type ChatScenario, openAs } from './chatScenario';

/** The doctor of the pair opens the patient's detail from Patient Manager, as a doctor would. */
export const doctorViewsPatient = async (browser: Browser, pair: ChatScenario): Promise<void> => {
  const doctor = await openAs(browser, pair.doctorState);
  await doctor.goto('/dashboard/doctor/patients');
  const row = doctor.getByRole('row', { name: new RegExp(pair.patient.fullName) });
  await row.getByRole('button', { name: 'View Profile' }).click();
  await expect(doctor.getByRole('heading', { level: 1, name: pair.patient.fullName })).toBeVisible();
  await doctor.context().close();
};

/**
 * The patient's Profile with the line of that view in Access history. The view reaches the history through a
 * durable event, so the page is read again until it is there (the history is read afresh on every visit).
 */
export const openHistoryWithLine = async (page: Page, line: string): Promise<void> => {
  await expect(async () => {
    await page.goto('/dashboard/user/profile');
    await expect(
      page.getByRole('region', { name: 'Access history' }).getByRole('cell', { name: line }),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
};
