import { expect, type Page } from '@playwright/test';
import {
  type AiGenerated,
  type EditableHealthInfo,
  NOTIFICATIONS_NAMESPACE,
  type ProfileResponse,
  type SaveUserProfileBody,
  type UserProfile,
} from '@vitalsync/contracts';

import { callApi } from './api';

const ownProfile = async (page: Page): Promise<UserProfile> =>
  (await callApi<ProfileResponse>(page, 'GET', '/dashboard/profile')).profile as UserProfile;

/** Saves health measurements through the profile API, as the profile page does; the rest stays as it is. */
export const saveHealth = async (page: Page, health: Partial<EditableHealthInfo>): Promise<void> => {
  const profile = await ownProfile(page);
  const request: SaveUserProfileBody = {
    role: 'user',
    personal_info: profile.personal_info,
    health_info: health,
    emergency_contact: profile.emergency_contact,
    profilePicture: profile.profilePicture,
  };
  await callApi(page, 'POST', '/dashboard/profile', request);
};

/**
 * Waits until ai-svc has stored insights that `accept` (built-in engine: a moment after the save), so a test
 * never reads those of an earlier save.
 */
export const insightsStored = async (
  page: Page,
  accept: (insights: AiGenerated) => boolean = () => true,
): Promise<AiGenerated> => {
  const accepted = async () => {
    const stored = (await ownProfile(page)).health_info.ai_generated;
    return stored !== null && accept(stored) ? stored : null;
  };
  await expect.poll(async () => (await accepted()) !== null, { timeout: 20_000 }).toBe(true);
  const stored = await accepted();
  if (!stored) throw new Error('the accepted insights were replaced while being read');
  return stored;
};

/** A healthy adult's numbers (BMI 22.9, heart rate 72): insights without an emergency. */
export const CALM_HEALTH: Partial<EditableHealthInfo> = { height: 175, weight: 70, heartRate: 72 };
/** NEWS2's highest band: an emergency whatever a model says. */
export const EMERGENCY_HEART_RATE = 150;

/** Opens the assistant, asks one question and waits for the whole reply (shown at once, not typed). */
export const askAssistant = async (page: Page, question: string): Promise<void> => {
  await page.goto('/dashboard/user/ai-health-assistant');
  const box = page.getByRole('textbox', { name: 'Your health question' });
  await box.fill(question);
  await box.press('Enter');
  const showWhole = page.getByRole('button', { name: 'Show the whole answer' });
  // The reply has come when it is being typed out, or (an emergency, shown at once) the box is free again.
  await expect
    .poll(async () => (await showWhole.isVisible()) || (await box.isEnabled()), { timeout: 30_000 })
    .toBe(true);
  // A built-in reply takes seconds to type, so the button is still there to press.
  if (await showWhole.isVisible()) await showWhole.click();
  await expect(box).toBeEnabled({ timeout: 30_000 });
};

/**
 * Turns the patient into an emergency while the doctor's page is open: calm numbers first (stored), then a heart
 * rate in NEWS2's highest band. Waits for the doctor's red toast.
 */
export const raiseEmergency = async (patient: Page, doctor: Page, patientName: string): Promise<void> => {
  await saveHealth(patient, CALM_HEALTH);
  await insightsStored(patient, ({ health_alert }) => !health_alert.emergency);
  await saveHealth(patient, { heartRate: EMERGENCY_HEART_RATE });
  await expect(doctor.getByRole('alert').filter({ hasText: `Emergency: ${patientName}` })).toBeVisible({
    timeout: 10_000,
  });
};

/**
 * Opens a dashboard page and waits until its /notifications socket has joined: a push sent before that reaches
 * nobody (that doctor counts as offline), so a test must not raise an emergency earlier. The namespace's connect
 * acknowledgement ("40/notifications,…") arrives over long-polling or, after the upgrade, over the websocket.
 */
export const gotoWithLiveNotifications = async (page: Page, path: string): Promise<void> => {
  const isAck = (text: string) => text.includes(`40${NOTIFICATIONS_NAMESPACE},`);
  const joined = new Promise<void>((resolve) => {
    page.on('response', (response) => {
      if (!response.url().includes('/socket.io/') || response.request().method() !== 'GET') return;
      response.text().then(
        (body) => isAck(body) && resolve(),
        () => undefined,
      );
    });
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && isAck(payload)) resolve();
      }),
    );
  });
  await page.goto(path);
  await joined;
};
