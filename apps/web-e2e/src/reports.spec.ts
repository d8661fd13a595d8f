import { expect, test } from '@playwright/test';

import { TINY_PDF } from './support/accounts';
import { type ChatScenario, makeChatScenario, openAs } from './support/chatScenario';
import { addReportThroughForm } from './support/reportScenario';

/** A doctor and the patient they consulted (an appointment booked), made once for this file. */
let pair: ChatScenario | undefined;

test('a doctor adds reports, finds them by search, and the patient opens the file from Medical History', async ({
  browser,
}) => {
  test.slow();
  pair ??= await makeChatScenario(browser);
  const doctor = await openAs(browser, pair.doctorState);

  await doctor.goto('/dashboard/doctor/reports');
  await expect(doctor.getByText('No reports yet.')).toBeVisible();
  await addReportThroughForm(doctor, {
    patientName: pair.patient.fullName,
    title: 'Full blood count',
    date: '2026-01-15',
    text: 'Haemoglobin and white cells within range.\nRepeat in six months.',
    file: { name: 'blood-count.pdf', mimeType: 'application/pdf', buffer: TINY_PDF },
  });
  await expect(doctor.getByRole('alert').filter({ hasText: 'Report added.' })).toBeVisible();
  await addReportThroughForm(doctor, {
    patientName: pair.patient.fullName,
    title: 'Chest X-ray',
    date: '2026-02-01',
    text: 'No consolidation.',
  });

  const cards = doctor.getByRole('list', { name: 'Your reports' }).getByRole('article');
  await expect(cards).toHaveCount(2);
  const search = doctor.getByRole('searchbox', { name: 'Search reports' });
  await search.fill('BLOOD');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName('Full blood count');
  await search.fill(pair.patient.fullName.split(' ')[1] ?? '');
  await expect(cards).toHaveCount(2);
  await search.fill('no such report');
  await expect(doctor.getByText('No reports match “no such report”.')).toBeVisible();
  await doctor.context().close();

  const patient = await openAs(browser, pair.patientState);
  await patient.goto('/dashboard/user/medical-history');
  const reports = patient.getByRole('region', { name: 'Reports' });
  const blood = reports.getByRole('article', { name: 'Full blood count' });
  await expect(blood).toContainText(`From Dr ${pair.doctor.fullName}`);
  await expect(blood).toContainText('Jan 15, 2026');
  await expect(reports.getByRole('article', { name: 'Chest X-ray' })).toContainText('No file attached');
  // The newest day first.
  await expect(reports.getByRole('article').first()).toHaveAccessibleName('Chest X-ray');

  const link = blood.getByRole('link', { name: /Open file: Full blood count/ });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/api\/dashboard\/reports\/[0-9a-f-]{36}\/file$/);
  const [tab] = await Promise.all([patient.waitForEvent('popup'), link.click()]);
  await expect(tab).toHaveURL(href ?? '');
  // The bytes the doctor uploaded, with their type, as the new tab received them (same session cookie).
  const served = await patient.context().request.get(href ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.from(await served.body())).toEqual(TINY_PDF);
  await patient.context().close();
});

test('a doctor removes a report they wrote, confirmed first, and the patient no longer sees it', async ({
  browser,
}) => {
  test.slow();
  pair ??= await makeChatScenario(browser);
  const doctor = await openAs(browser, pair.doctorState);

  await doctor.goto('/dashboard/doctor/reports');
  for (const title of ['Allergy panel', 'Scan meant for someone else'])
    await addReportThroughForm(doctor, {
      patientName: pair.patient.fullName,
      title,
      date: '2026-03-01',
      text: 'Written in the browser test.',
    });
  const mistaken = doctor.getByRole('article', { name: 'Scan meant for someone else' });
  await mistaken.getByRole('button', { name: 'Remove report: Scan meant for someone else' }).click();
  const confirm = doctor.getByRole('dialog', { name: 'Remove this report?' });
  await expect(confirm).toContainText('The patient will no longer see it. This cannot be undone.');
  await confirm.getByRole('button', { name: 'Remove report' }).click();
  await expect(confirm).toBeHidden();
  await expect(mistaken).toHaveCount(0);
  await expect(doctor.getByRole('article', { name: 'Allergy panel' })).toBeVisible();
  await doctor.context().close();

  const patient = await openAs(browser, pair.patientState);
  await patient.goto('/dashboard/user/medical-history');
  const reports = patient.getByRole('region', { name: 'Reports' });
  await expect(reports.getByRole('article', { name: 'Allergy panel' })).toBeVisible();
  await expect(reports.getByRole('article', { name: 'Scan meant for someone else' })).toHaveCount(0);
  // Only the doctor who wrote a report may take it back.
  await expect(reports.getByRole('button', { name: /Remove/ })).toHaveCount(0);
  await patient.context().close();
});
