import { type Browser, expect, type Page, test } from '@playwright/test';

import { doctorViewsPatient, openHistoryWithLine } from './support/accessHistoryScenario';
import { chooseTheme, expectNoAxeViolations, THEMES, type Theme } from './support/axe';
import { logIn, newAccount, type Role, signUp } from './support/accounts';
import {
  type CallScenario,
  expectVideoPlaying,
  makeCallScenario,
  openCallPage,
} from './support/callScenario';
import { type ChatScenario, makeChatScenario, openAs, seedConversation } from './support/chatScenario';
import {
  askAssistant,
  gotoWithLiveNotifications,
  insightsStored,
  raiseEmergency,
} from './support/healthScenario';
import { TINY_PDF } from './support/accounts';
import { addReportThroughForm } from './support/reportScenario';

// axe is injected as a script tag; the app's Content-Security-Policy rightly forbids that for anyone else.
test.use({ bypassCSP: true });

const html = (page: Page) => page.locator('html');

/** Loads a page afresh in a theme and waits for its main heading. */
const open = async (page: Page, path: string, theme: Theme, heading: string | RegExp) => {
  await page.goto(path);
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', theme);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
};

/** A doctor and a patient with a conversation, made by the first chat test that needs them. */
let chatPair: ChatScenario | undefined;
const conversationPair = async (browser: Browser): Promise<ChatScenario> => {
  if (!chatPair) {
    const made = await makeChatScenario(browser);
    await seedConversation(browser, made);
    chatPair = made;
  }
  return chatPair;
};

/** A doctor and a patient with a video call now, made by the first call test that needs them. */
let callPair: CallScenario | undefined;

/** A doctor and the patient they consulted, for the health pages: made by the first test that needs them. */
let healthPair: ChatScenario | undefined;

/** A doctor and their patient with a report (with a file), made by the first reports test that needs them. */
let reportPair: ChatScenario | undefined;
const pairWithReport = async (browser: Browser): Promise<ChatScenario> => {
  if (!reportPair) {
    const made = await makeChatScenario(browser);
    const doctor = await openAs(browser, made.doctorState);
    await doctor.goto('/dashboard/doctor/reports');
    await addReportThroughForm(doctor, {
      patientName: made.patient.fullName,
      title: 'Full blood count',
      date: '2026-01-15',
      text: 'Haemoglobin and white cells within range.',
      file: { name: 'blood-count.pdf', mimeType: 'application/pdf', buffer: TINY_PDF },
    });
    await doctor.context().close();
    reportPair = made;
  }
  return reportPair;
};

const PUBLIC_VIEWS = [
  { path: '/', heading: 'Welcome to VitalSync' },
  { path: '/login', heading: 'Login To Your Account' },
  { path: '/no/such/page', heading: 'Page not found' },
] as const;

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test('public pages pass axe (WCAG 2.1 AA)', async ({ page }) => {
      await page.goto('/');
      await chooseTheme(page, theme);
      for (const view of PUBLIC_VIEWS) {
        await open(page, view.path, theme, view.heading);
        await expectNoAxeViolations(page, `${view.path} (${theme})`);
      }
      for (const tab of ['Doctor', 'User'] as const) {
        await open(page, '/login', theme, 'Login To Your Account');
        await page.getByRole('tab', { name: tab }).click();
        await page.getByRole('button', { name: 'Login' }).click();
        await expectNoAxeViolations(page, `/login ${tab} tab with errors (${theme})`);

        await open(page, '/signup', theme, 'Register Your New Account');
        await page.getByRole('tab', { name: tab }).click();
        await expectNoAxeViolations(page, `/signup ${tab} tab (${theme})`);
        await page.getByRole('button', { name: 'Register' }).click();
        await expect(page.getByText('Full Name is Required')).toBeVisible();
        await expectNoAxeViolations(page, `/signup ${tab} tab with errors (${theme})`);
      }
    });

    test('the mobile menu passes axe', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/');
      await chooseTheme(page, theme);
      await open(page, '/', theme, 'Welcome to VitalSync');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog').getByRole('link', { name: 'Sign Up' })).toBeVisible();
      await expectNoAxeViolations(page, `mobile menu (${theme})`);
    });

    for (const role of ['user', 'doctor'] as const satisfies readonly Role[]) {
      test(`every ${role} dashboard view passes axe`, async ({ page }) => {
        // A signup, a login and axe over a dozen views: near the default budget on a busy two-core machine.
        test.slow();
        const account = newAccount(role);
        await signUp(page, account);
        await logIn(page, account);
        await chooseTheme(page, theme);

        await open(page, `/dashboard/${role}`, theme, /^Welcome/);
        const sections = await page
          .getByRole('navigation', { name: 'Dashboard' })
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(sections.length).toBeGreaterThan(2);

        for (const section of sections) {
          await page.goto(section);
          await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', theme);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectNoAxeViolations(page, `${section} (${theme})`);
        }

        await open(page, `/dashboard/${role}/profile`, theme, /.+/);
        await page.getByRole('button', { name: 'Edit Profile' }).click();
        await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
        await expectNoAxeViolations(page, `/dashboard/${role}/profile editing (${theme})`);
      });
    }

    test('the chat lists and conversations pass axe, for both roles', async ({ browser }) => {
      test.slow();
      const pair = await conversationPair(browser);
      const sides = [
        {
          state: pair.doctorState,
          path: '/dashboard/doctor/chats',
          list: 'Your patients',
          counterpart: pair.patient.fullName,
        },
        {
          state: pair.patientState,
          path: '/dashboard/user/doctor-consultation?tab=doctor-chat',
          list: 'Your doctors',
          counterpart: `Dr ${pair.doctor.fullName}`,
        },
      ] as const;
      for (const side of sides) {
        const page = await openAs(browser, side.state, { bypassCSP: true });
        await chooseTheme(page, theme);
        await page.goto(side.path);
        await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', theme);
        const entry = page.getByRole('list', { name: side.list }).getByRole('listitem').first();
        await expect(entry).toContainText(side.counterpart);
        await expectNoAxeViolations(page, `${side.path} list (${theme})`);

        await entry.getByRole('button', { name: 'Chat' }).click();
        const log = page.getByRole('log', { name: `Messages with ${side.counterpart}` });
        await expect(log.getByText('Will do, thank you!')).toBeVisible();
        await expect(page.getByText('Connected', { exact: true })).toBeVisible();
        await expectNoAxeViolations(page, `${side.path} conversation (${theme})`);

        // The refusal of a too long message, under the box.
        await page.getByRole('textbox', { name: `Message to ${side.counterpart}` }).fill('a'.repeat(2001));
        await expect(page.getByText('A message can be at most 2,000 characters.')).toBeVisible();
        await expectNoAxeViolations(page, `${side.path} conversation, message too long (${theme})`);
        await page.context().close();
      }
    });

    test('the patient’s Profile with its access history passes axe', async ({ browser }) => {
      test.slow();
      const pair = await makeChatScenario(browser);
      await doctorViewsPatient(browser, pair);
      const patient = await openAs(browser, pair.patientState, { bypassCSP: true });
      await chooseTheme(patient, theme);
      await openHistoryWithLine(patient, `Dr ${pair.doctor.fullName} viewed your health record`);
      await expect(html(patient)).toHaveAttribute('data-mantine-color-scheme', theme);
      await expectNoAxeViolations(patient, `/dashboard/user/profile with its access history (${theme})`);
      await patient.context().close();
    });

    test('the health pages with data and a live emergency pass axe, for both roles', async ({ browser }) => {
      test.slow();
      healthPair ??= await makeChatScenario(browser);
      const pair = healthPair;
      const patient = await openAs(browser, pair.patientState, { bypassCSP: true });
      const doctor = await openAs(browser, pair.doctorState, { bypassCSP: true });
      await chooseTheme(patient, theme);
      await chooseTheme(doctor, theme);

      await gotoWithLiveNotifications(doctor, '/dashboard/doctor/patients');
      await expect(doctor.getByRole('row', { name: new RegExp(pair.patient.fullName) })).toBeVisible();
      await raiseEmergency(patient, doctor, pair.patient.fullName);
      await expect(
        doctor.getByRole('row', { name: new RegExp(pair.patient.fullName) }).getByText('Emergency'),
      ).toBeVisible();
      await expectNoAxeViolations(doctor, `/dashboard/doctor/patients with an emergency toast (${theme})`);
      await doctor.goto('/dashboard/doctor/notifications');
      await expect(doctor.getByRole('article', { name: pair.patient.fullName })).toBeVisible();
      await expectNoAxeViolations(doctor, `/dashboard/doctor/notifications with an emergency (${theme})`);

      const insights = await insightsStored(patient, ({ health_alert }) => health_alert.emergency);
      await patient.goto('/dashboard/user/health-overview');
      await expect(html(patient)).toHaveAttribute('data-mantine-color-scheme', theme);
      await expect(patient.getByRole('region', { name: 'AI Health Summary' })).toContainText(
        insights.health_summary,
      );
      await expectNoAxeViolations(patient, `/dashboard/user/health-overview with insights (${theme})`);

      await askAssistant(patient, 'How much water should I drink?');
      await expectNoAxeViolations(patient, `/dashboard/user/ai-health-assistant with a reply (${theme})`);

      await patient.goto('/dashboard/user/lifestyle-tracker');
      await patient.getByRole('button', { name: 'Add a quarter litre' }).click();
      await expect(patient.getByText('Saved', { exact: true })).toBeVisible();
      await expectNoAxeViolations(patient, `/dashboard/user/lifestyle-tracker saved (${theme})`);

      await patient.goto('/dashboard/user/notifications');
      await expect(patient.getByRole('list', { name: 'Reminders' })).toBeVisible();
      await expectNoAxeViolations(patient, `/dashboard/user/notifications with an emergency (${theme})`);
      await Promise.all([doctor, patient].map((page) => page.context().close()));
    });

    test('the Reports tab with a report and the Add Report form, and Medical History with it, pass axe', async ({
      browser,
    }) => {
      test.slow();
      const pair = await pairWithReport(browser);
      const doctor = await openAs(browser, pair.doctorState, { bypassCSP: true });
      await chooseTheme(doctor, theme);
      await open(doctor, '/dashboard/doctor/reports', theme, 'Reports');
      await expect(doctor.getByRole('article', { name: 'Full blood count' })).toBeVisible();
      await expectNoAxeViolations(doctor, `/dashboard/doctor/reports with a report (${theme})`);
      await doctor.getByRole('button', { name: 'Add Report' }).click();
      await doctor.getByRole('button', { name: 'Save Report' }).click();
      await expect(doctor.getByText('Title is Required')).toBeVisible();
      await expectNoAxeViolations(doctor, `/dashboard/doctor/reports Add Report with errors (${theme})`);

      const patient = await openAs(browser, pair.patientState, { bypassCSP: true });
      await chooseTheme(patient, theme);
      await open(patient, '/dashboard/user/medical-history', theme, 'Medical History');
      await expect(patient.getByRole('article', { name: 'Full blood count' })).toBeVisible();
      await expectNoAxeViolations(patient, `/dashboard/user/medical-history with a report (${theme})`);
      await Promise.all([doctor, patient].map((page) => page.context().close()));
    });

    test('the video call page passes axe, waiting and in a call, for both roles', async ({
      browser,
      baseURL,
    }) => {
      test.slow();
      callPair ??= await makeCallScenario(browser, baseURL ?? '');
      const pair = callPair;
      const openSide = (state: CallScenario['doctorState']) =>
        openCallPage(browser, pair, state, pair.appointmentId, { theme, bypassCSP: true });
      const doctor = await openSide(pair.doctorState);
      await expect(html(doctor)).toHaveAttribute('data-mantine-color-scheme', theme);
      await expect(doctor.getByText('Waiting for the patient to join')).toBeVisible();
      await expectNoAxeViolations(doctor, `/user/video-call, doctor waiting (${theme})`);

      const patient = await openSide(pair.patientState);
      await expect(doctor.getByText(`${pair.patient.fullName} is here`)).toBeVisible();
      await patient.getByRole('button', { name: 'Start Call' }).click();
      await expectVideoPlaying(doctor, pair.patient.fullName);
      await expectVideoPlaying(patient, `Dr ${pair.doctor.fullName}`);
      await expectNoAxeViolations(doctor, `/user/video-call, doctor in a call (${theme})`);
      await expectNoAxeViolations(patient, `/user/video-call, patient in a call (${theme})`);
      await patient.getByRole('button', { name: 'End Call' }).click();
      await expect(doctor.getByText(`${pair.patient.fullName} ended the call.`)).toBeVisible();
      await Promise.all([doctor, patient].map((page) => page.context().close()));
    });
  });
}
