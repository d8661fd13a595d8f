import { expect, type Page, test } from '@playwright/test';

import { chooseTheme, expectNoAxeViolations, THEMES } from './support/axe';
import { type ChatScenario, makeChatScenario, openAs } from './support/chatScenario';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const messages = (page: Page, counterpart: string) =>
  page.getByRole('log', { name: `Messages with ${counterpart}` });
const messageBox = (page: Page, counterpart: string) =>
  page.getByRole('textbox', { name: `Message to ${counterpart}` });
/** A person's entry in a chat list (the doctor's patients, the patient's doctors). */
const entry = (page: Page, listName: string, name: string) =>
  page.getByRole('list', { name: listName }).getByRole('listitem').filter({ hasText: name });

const type = async (page: Page, counterpart: string, text: string) => {
  await messageBox(page, counterpart).fill(text);
  await messageBox(page, counterpart).press('Enter');
};

test('doctor and patient chat live: each message appears on the other side, unread counts move, all kept', async ({
  browser,
}) => {
  // Two live pages and their sockets: above the default budget on a busy two-core machine.
  test.slow();
  const scenario: ChatScenario = await makeChatScenario(browser);
  const patientName = scenario.patient.fullName;
  const doctorName = `Dr ${scenario.doctor.fullName}`;
  const doctor = await openAs(browser, scenario.doctorState);
  const patient = await openAs(browser, scenario.patientState);

  // The doctor opens the chat from the list; the patient stays on the list of doctors.
  await doctor.goto('/dashboard/doctor/chats');
  const ada = entry(doctor, 'Your patients', patientName);
  await expect(ada).toContainText('No messages yet');
  await ada.getByRole('button', { name: 'Chat' }).click();
  await expect(doctor.getByText('No messages yet. Say hello.')).toBeVisible();
  await expect(doctor.getByText('Connected', { exact: true })).toBeVisible();

  await patient.goto('/dashboard/user/doctor-consultation?tab=doctor-chat');
  const grey = entry(patient, 'Your doctors', doctorName);
  await expect(grey).toContainText('No messages yet');

  await type(doctor, patientName, 'Hello! How are you feeling today?');
  await expect(messages(doctor, patientName).getByText('Hello! How are you feeling today?')).toBeVisible();

  // Pushed to the patient, whose chat is not open: the count moves on the list and the sidebar, no reload.
  await expect(grey.getByText('1 unread message')).toBeAttached();
  await expect(
    sidebar(patient).getByRole('link', { name: 'Doctor Consultation 1 unread message' }),
  ).toBeVisible();

  await grey.getByRole('button', { name: 'Chat' }).click();
  const received = messages(patient, doctorName).getByText('Hello! How are you feeling today?');
  await expect(received).toBeVisible();
  // Opening the chat read it.
  await expect(
    sidebar(patient).getByRole('link', { name: 'Doctor Consultation', exact: true }),
  ).toBeVisible();

  await type(patient, doctorName, 'Much better, thank you.\nThe headaches are gone.');
  // Typed by the patient, it appears in the doctor's open chat without a reload, and the doctor has read it.
  await expect(messages(doctor, patientName).getByText(/Much better, thank you\./)).toBeVisible();
  await expect(sidebar(doctor).getByRole('link', { name: 'Chats', exact: true })).toBeVisible();

  // Each reader's own messages on the right: the doctor's for the doctor
  // (docs/product/screens-and-routes.md#doctor-chats), the patient's for the patient.
  for (const [page, counterpart, own, other] of [
    [doctor, patientName, 'Hello! How are you feeling today?', 'Much better, thank you.'],
    [patient, doctorName, 'Much better, thank you.', 'Hello! How are you feeling today?'],
  ] as const) {
    const log = messages(page, counterpart);
    const ownLine = log.getByRole('listitem').filter({ hasText: own });
    const otherLine = log.getByRole('listitem').filter({ hasText: other });
    const [ownBox, otherBox, logBox] = await Promise.all([
      ownLine.boundingBox(),
      otherLine.boundingBox(),
      log.boundingBox(),
    ]);
    if (!ownBox || !otherBox || !logBox) throw new Error('a message or the log is not laid out');
    expect(ownBox.x + ownBox.width).toBeGreaterThan(logBox.x + logBox.width * 0.75);
    expect(otherBox.x).toBeLessThan(logBox.x + logBox.width * 0.25);
  }

  // An address in a message is a link that opens in a new tab, safely; another scheme stays text.
  await type(doctor, patientName, 'Read https://example.org/asthma. Not javascript:alert(1) though.');
  const received2 = messages(patient, doctorName)
    .getByRole('listitem')
    .filter({ hasText: 'Read https://example.org/asthma.' });
  const link = received2.getByRole('link', { name: 'https://example.org/asthma' });
  await expect(link).toHaveAttribute('href', 'https://example.org/asthma');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(received2.getByRole('link')).toHaveCount(1);
  // axe is injected as a script tag, which the app's Content-Security-Policy rightly forbids to anyone else.
  const checked = await openAs(browser, scenario.patientState, { bypassCSP: true });
  for (const theme of THEMES) {
    await chooseTheme(checked, theme);
    await checked.goto('/dashboard/user/doctor-consultation?tab=doctor-chat');
    await entry(checked, 'Your doctors', doctorName).getByRole('button', { name: 'Chat' }).click();
    await expect(
      messages(checked, doctorName).getByRole('link', { name: 'https://example.org/asthma' }),
    ).toBeVisible();
    await expectNoAxeViolations(checked, `patient chat with a link (${theme})`);
  }
  await checked.context().close();

  // Both still see the conversation after a reload, in order.
  await doctor.reload();
  await entry(doctor, 'Your patients', patientName).getByRole('button', { name: 'Chat' }).click();
  await patient.reload();
  await entry(patient, 'Your doctors', doctorName).getByRole('button', { name: 'Chat' }).click();
  for (const [page, counterpart] of [
    [doctor, patientName],
    [patient, doctorName],
  ] as const) {
    const lines = messages(page, counterpart).getByRole('listitem');
    await expect(lines.filter({ hasText: 'Much better' })).toBeVisible();
    const texts = await lines.allTextContents();
    const hello = texts.findIndex((text) => text.includes('Hello! How are you feeling today?'));
    const reply = texts.findIndex((text) => text.includes('Much better, thank you.'));
    expect(hello).toBeGreaterThanOrEqual(0);
    expect(reply).toBeGreaterThan(hello);
    expect(texts.filter((text) => text.includes('Much better'))).toHaveLength(1);
  }

  await Promise.all([doctor, patient].map((page) => page.context().close()));
});

test('a message written while the connection is down is queued and sent when it comes back', async ({
  browser,
}) => {
  test.slow();
  const scenario = await makeChatScenario(browser);
  const patientName = scenario.patient.fullName;
  const doctorName = `Dr ${scenario.doctor.fullName}`;
  const doctor = await openAs(browser, scenario.doctorState);
  const patient = await openAs(browser, scenario.patientState);
  await doctor.goto('/dashboard/doctor/chats');
  await entry(doctor, 'Your patients', patientName).getByRole('button', { name: 'Chat' }).click();
  await patient.goto('/dashboard/user/doctor-consultation?tab=doctor-chat');
  await entry(patient, 'Your doctors', doctorName).getByRole('button', { name: 'Chat' }).click();
  await expect(patient.getByText('Connected', { exact: true })).toBeVisible();

  // Offline as a laptop leaving the Wi-Fi: no network, and the page told so (Chromium's emulation keeps open
  // WebSockets up and does not fire the event, so it is fired here as the browser would).
  await patient.context().setOffline(true);
  await patient.evaluate(() => window.dispatchEvent(new Event('offline')));
  await expect(patient.getByText('Reconnecting…')).toBeVisible();
  await type(patient, doctorName, 'Sent from the lift');
  await expect(
    messages(patient, doctorName).getByRole('listitem').filter({ hasText: 'Sent from the lift' }),
  ).toContainText('Queued');

  await patient.context().setOffline(false);
  // Socket.IO tries again at most 5 s apart (docs/product/limits.md#socket-reconnection): the message goes out with
  // the next attempt.
  await expect(messages(doctor, patientName).getByText('Sent from the lift')).toBeVisible({
    timeout: 20_000,
  });
  await expect(patient.getByText('Reconnecting…')).toBeHidden();
  await expect(messages(patient, doctorName).getByText('Sent from the lift')).toHaveCount(1);

  await Promise.all([doctor, patient].map((page) => page.context().close()));
});
