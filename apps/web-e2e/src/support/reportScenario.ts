import { expect, type Page } from '@playwright/test';

/** What a doctor types into the Add Report form; `file` is set with the page's own file chooser input. */
export interface ReportEntry {
  patientName: string;
  title: string;
  date: string;
  text: string;
  file?: { name: string; mimeType: string; buffer: Buffer };
}

/** Fills and sends the Add Report form as a doctor does, and waits for the new card. */
export const addReportThroughForm = async (page: Page, entry: ReportEntry) => {
  await page.getByRole('button', { name: 'Add Report' }).click();
  const form = page.getByRole('form', { name: 'Add Report' });
  await form.getByLabel(/^Patient/).selectOption({ label: entry.patientName });
  await form.getByLabel(/^Title/).fill(entry.title);
  await form.getByLabel(/^Date/).fill(entry.date);
  await form.getByLabel(/^Report/).fill(entry.text);
  if (entry.file) await form.getByLabel(/^File/).setInputFiles(entry.file);
  await form.getByRole('button', { name: 'Save Report' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('article', { name: entry.title })).toBeVisible();
};
