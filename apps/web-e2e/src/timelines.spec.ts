import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { type DoctorAppointmentsResponse, type UserAppointmentsResponse } from '@vitalsync/contracts';

import { callApi } from './support/api';
import { type AppointmentScenario, makeAppointmentScenario } from './support/appointmentScenario';
import { chooseTheme, expectNoAxeViolations, THEMES } from './support/axe';
import { saveHealth } from './support/healthScenario';

const A = '/dashboard/appointments';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Five saves within a few seconds, so in one month whatever the day: five weights, five heart rates. */
const WEIGHTS = [70.4, 71.6, 69.8, 72.2, 70.9];
const HEART_RATES = [64, 95, 78, 88, 70];
const OUT_OF_RANGE_FILL = 'var(--mantine-color-red-filled)';

let scenario: AppointmentScenario;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  scenario = await makeAppointmentScenario(browser);
  const patient = await openAs(browser, scenario.patientState);
  await patient.goto('/dashboard/user');
  for (const [index, weight] of WEIGHTS.entries()) {
    await saveHealth(patient, { weight, heartRate: HEART_RATES[index] ?? null });
  }
  await patient.context().close();
});

// axe is injected as a script tag, which the app's Content-Security-Policy rightly forbids to anyone else.
const openAs = async (browser: Browser, storageState: AppointmentScenario['doctorState']) =>
  (await browser.newContext({ storageState, bypassCSP: true })).newPage();

/** The dots of a chart, once its lazily loaded drawing is there, and their colours. */
const dotsOf = (chart: Locator) => chart.locator('svg circle');
const fillsOf = (chart: Locator) =>
  dotsOf(chart).evaluateAll((dots) => dots.map((dot) => dot.getAttribute('fill')));

/** The y axis's tick texts ("70 kg"), to show it is fitted to the readings rather than starting at 0. */
const yTicksOf = (chart: Locator) => chart.locator('svg text').allTextContents();

/**
 * The browser's own formatting, as the app's (docs/product/screens-and-routes.md#patients: short month, day, year).
 */
const dateLabel = (page: Page, iso: string) =>
  page.evaluate(
    (value) =>
      new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' }).format(
        new Date(value),
      ),
    iso,
  );

/** The signup's reading of each measurement comes first, then the five saved here. */
const READINGS = WEIGHTS.length + 1;

const expectChartsOf = async (page: Page) => {
  const weight = page.getByRole('region', { name: 'Weight Progress' });
  // A chart is drawn once it nears the screen (issue 19): scroll to it, as a reader does, with the pointer off the
  // charts (a hovered chart draws one more dot, its tooltip's).
  await weight.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await expect(dotsOf(weight)).toHaveCount(READINGS);
  await expect(weight.getByRole('listitem')).toHaveCount(READINGS);
  const weightTicks = await yTicksOf(weight);
  expect(weightTicks).not.toContain('0 kg');
  expect(weightTicks.some((tick) => /^6[0-9] kg$/.test(tick))).toBe(true);
  const month = await page.evaluate(() =>
    new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      Date.now(),
    ),
  );
  expect(weightTicks).toContain(month);

  const heartRate = page.getByRole('region', { name: 'Heart Rate History' });
  await heartRate.scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0);
  await expect(dotsOf(heartRate)).toHaveCount(READINGS);
  await expect(heartRate.getByText(/normal resting range, 51–90 bpm/)).toBeVisible();
  const fills = await fillsOf(heartRate);
  expect(fills.filter((fill) => fill === OUT_OF_RANGE_FILL)).toHaveLength(1);
  return { weightFills: await fillsOf(weight), heartRateFills: fills };
};

test('weight and heart-rate charts plot every reading, alike for the patient and the doctor, in both themes', async ({
  browser,
}) => {
  test.slow();
  const patient = await openAs(browser, scenario.patientState);
  const doctor = await openAs(browser, scenario.doctorState);
  for (const theme of THEMES) {
    await patient.goto('/dashboard/user');
    await chooseTheme(patient, theme);
    await patient.goto('/dashboard/user/health-overview');
    const patientView = await expectChartsOf(patient);
    await expectNoAxeViolations(patient, `health overview with charts (${theme})`);

    await doctor.goto('/dashboard/doctor');
    await chooseTheme(doctor, theme);
    await doctor.goto('/dashboard/doctor/patients');
    await doctor
      .getByRole('row', { name: new RegExp(scenario.patient.fullName) })
      .getByRole('button', { name: 'View Profile' })
      .click();
    const doctorView = await expectChartsOf(doctor);
    expect(doctorView).toEqual(patientView);
    await expectNoAxeViolations(doctor, `patient detail with charts (${theme})`);
  }
});

test('the last consultation is the last appointment that happened, never an upcoming one', async ({
  browser,
}) => {
  const doctor = await openAs(browser, scenario.doctorState);
  await doctor.goto('/dashboard/doctor/patients');
  const { appointments } = await callApi<DoctorAppointmentsResponse>(doctor, 'GET', `${A}/doctor`);
  const held = appointments.find(({ status }) => status === 'completed');
  if (!held) throw new Error('the scenario has a completed appointment');
  const heldOn = await dateLabel(doctor, held.dateTime);

  const cells = (name: string) =>
    doctor
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('cell')
      .allTextContents();
  await expect(doctor.getByRole('row', { name: new RegExp(scenario.otherPatient.fullName) })).toBeVisible();
  expect((await cells(scenario.patient.fullName))[4]).toBe(heldOn);
  expect((await cells(scenario.otherPatient.fullName))[4]).toBe('None yet');

  await doctor.goto('/dashboard/doctor/chats');
  const chats = doctor.getByRole('list', { name: 'Your patients' });
  await expect(chats.getByRole('listitem').filter({ hasText: scenario.patient.fullName })).toContainText(
    `Last consultation ${heldOn}`,
  );

  const patient = await openAs(browser, scenario.patientState);
  await patient.goto('/dashboard/user/medical-history');
  await expect(
    patient.getByRole('region', { name: 'Doctors Consulted' }).getByRole('listitem'),
  ).toContainText(`Last appointment ${heldOn}`);
});

test('both homes show the next appointment with a countdown from the page clock, Join or Chat, in both themes', async ({
  browser,
}) => {
  const patient = await openAs(browser, scenario.patientState);
  await patient.goto('/dashboard/user');
  const { appointments } = await callApi<UserAppointmentsResponse>(patient, 'GET', `${A}/user`);
  const upcoming = appointments
    .filter(({ status }) => status === 'scheduled')
    .sort((a, b) => Date.parse(a.dateTime) - Date.parse(b.dateTime));
  const [video, chat] = upcoming;
  if (video?.type !== 'video-call' || chat?.type !== 'chat')
    throw new Error('the scenario books a call, then a chat');

  await patient.clock.setFixedTime(Date.parse(video.dateTime) - 2 * DAY_MS - HOUR_MS);
  const doctor = await openAs(browser, scenario.doctorState);
  // Past the call's half hour, the chat is the doctor's next.
  await doctor.clock.setFixedTime(Date.parse(chat.dateTime) - 3 * HOUR_MS - 20 * 60_000);
  for (const theme of THEMES) {
    await chooseTheme(patient, theme);
    await patient.goto('/dashboard/user');
    const patientCard = patient.getByRole('region', { name: 'Next appointment' });
    await expect(patientCard).toContainText('in 2 days');
    await expect(patientCard).toContainText(`Dr ${scenario.doctor.fullName}`);
    await expect(patientCard.getByRole('link', { name: 'Join' })).toBeVisible();
    await expectNoAxeViolations(patient, `patient home with the next appointment (${theme})`);

    await doctor.goto('/dashboard/doctor');
    await chooseTheme(doctor, theme);
    await doctor.goto('/dashboard/doctor');
    const doctorCard = doctor.getByRole('region', { name: 'Next appointment' });
    await expect(doctorCard).toContainText('in 3 hours');
    await expect(doctorCard).toContainText(scenario.patient.fullName);
    await expect(doctorCard.getByRole('link', { name: 'Chat' })).toBeVisible();
    await expectNoAxeViolations(doctor, `doctor home with the next appointment (${theme})`);
  }
});

test('the doctor’s tabs: a future cancelled appointment stays under Scheduled, Past holds what began, chat leads with Chat', async ({
  browser,
}) => {
  const doctor = await openAs(browser, scenario.doctorState);
  for (const theme of THEMES) {
    await doctor.goto('/dashboard/doctor');
    await chooseTheme(doctor, theme);
    await doctor.goto('/dashboard/doctor/appointments');
    const cancelled = doctor.getByRole('article').filter({ hasText: 'Skin rash check' });
    await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(cancelled.getByRole('button')).toHaveCount(0);
    await expect(cancelled.getByRole('link')).toHaveCount(0);

    const chatCard = doctor.getByRole('article').filter({ hasText: 'Palpitations and dizziness' });
    const chatFirst = await chatCard
      .getByRole('link', { name: 'Chat' })
      .evaluate(
        (chat, call) =>
          Boolean(call && chat.compareDocumentPosition(call) & Node.DOCUMENT_POSITION_FOLLOWING),
        await chatCard.getByRole('button', { name: 'Join Call' }).elementHandle(),
      );
    expect(chatFirst).toBe(true);
    await expectNoAxeViolations(doctor, `appointments manager, Scheduled (${theme})`);

    await doctor.getByRole('tab', { name: 'Past' }).click();
    await expect(
      doctor.getByRole('article').filter({ hasText: 'Follow-up on my blood pressure' }),
    ).toBeVisible();
    await expect(doctor.getByRole('article').filter({ hasText: 'Skin rash check' })).toHaveCount(0);
  }
});
