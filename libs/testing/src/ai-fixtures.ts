import {
  type AiGenerated,
  type AssistantMessage,
  type AssistantResponse,
  type ConsultedPatientsResponse,
  type DismissedRemindersResponse,
  type EditableHealthInfo,
  type EmergencyNotificationsResponse,
  type HealthInfo,
  type ProfileResponse,
  type SaveProfileResponse,
  type UserProfile,
  type WaterResponse,
} from '@vitalsync/contracts';
import { type Socket } from 'socket.io-client';

import { type ApiClient, type ApiResponse } from './api-client';
import { APPOINTMENTS_PATH } from './appointment-fixtures';
import { editableUserProfile } from './profile-fixtures';
import { waitFor } from './wait-for';

export const PROFILE_PATH = '/api/dashboard/profile';
export const ASSISTANT_PATH = '/api/gemini-chatbot';
export const WATER_PATH = '/api/dashboard/lifestyle/water';
export const DISMISSED_REMINDERS_PATH = '/api/dashboard/notifications/dismissed';
export const EMERGENCY_NOTIFICATIONS_PATH = '/api/dashboard/notifications/emergencies';

/** 70 kg at 175 cm: BMI 22.9, Healthy Weight (the example), at a resting heart rate. */
export const HEALTHY_MEASUREMENTS = { weight: 70, height: 175, heartRate: 72 } as const;
/** A heart rate in NEWS2's highest band: an emergency whatever a model says. */
export const EMERGENCY_HEART_RATE = 150;

/** Insights arrive in milliseconds with the built-in engine; the bound only keeps a broken flow from hanging. */
const INSIGHTS_TIMEOUT_MS = 20_000;

/** The signed-in patient's own profile. */
export const ownProfile = async (client: ApiClient): Promise<UserProfile> => {
  const response = await client.get<ProfileResponse>(PROFILE_PATH);
  if (response.status !== 200)
    throw new Error(`reading the profile failed: ${response.status} ${response.raw}`);
  return response.body.profile as UserProfile;
};

/** Saves the signed-in patient's profile as the editor would, with these health fields changed. */
export const saveHealth = async (
  client: ApiClient,
  changes: Partial<EditableHealthInfo>,
): Promise<ApiResponse<SaveProfileResponse>> => {
  const request = editableUserProfile(await ownProfile(client));
  return client.post<SaveProfileResponse>(PROFILE_PATH, {
    json: { ...request, health_info: { ...request.health_info, ...changes } },
  });
};

/** Like saveHealth, for a save that must succeed. */
export const savedHealth = async (client: ApiClient, changes: Partial<EditableHealthInfo>): Promise<void> => {
  const response = await saveHealth(client, changes);
  if (response.status !== 200)
    throw new Error(`saving the profile failed: ${response.status} ${response.raw}`);
};

/**
 * Polls the patient's own profile until its insights pass `accept`, and returns them. `timeoutMs` only for tests
 * that restart parts of the system first.
 */
export const insightsWhen = (
  client: ApiClient,
  accept: (insights: AiGenerated) => boolean,
  description: string,
  timeoutMs = INSIGHTS_TIMEOUT_MS,
): Promise<AiGenerated> =>
  waitFor(
    async () => {
      const insights = (await ownProfile(client)).health_info.ai_generated;
      return insights && accept(insights) ? insights : undefined;
    },
    { timeoutMs, intervalMs: 50, description },
  );

/** Polls a doctor's consulted patients until the patient's entry passes `accept`, and returns it. */
export const consultedPatientWhen = (
  doctor: ApiClient,
  patientId: string,
  accept: (health: HealthInfo) => boolean,
  description: string,
  timeoutMs = INSIGHTS_TIMEOUT_MS,
): Promise<ConsultedPatientsResponse['consultedPatients'][number]> =>
  waitFor(
    async () => {
      const response = await doctor.get<ConsultedPatientsResponse>(`${APPOINTMENTS_PATH}/consulted-patients`);
      const entry = response.body.consultedPatients?.find((consulted) => consulted.user.id === patientId);
      return entry && accept(entry.user.health_info) ? entry : undefined;
    },
    { timeoutMs, intervalMs: 50, description },
  );

/** Polls a doctor's stored emergency notifications until those about the patient pass `accept`, and returns them. */
export const emergencyNotificationsWhen = (
  doctor: ApiClient,
  patientId: string,
  accept: (about: EmergencyNotificationsResponse['notifications']) => boolean,
  timeoutMs = INSIGHTS_TIMEOUT_MS,
): Promise<EmergencyNotificationsResponse['notifications']> =>
  waitFor(
    async () => {
      const response = await doctor.get<EmergencyNotificationsResponse>(EMERGENCY_NOTIFICATIONS_PATH);
      if (response.status !== 200)
        throw new Error(`${EMERGENCY_NOTIFICATIONS_PATH} answered ${response.status} ${response.raw}`);
      const about = response.body.notifications.filter(
        (notification) => notification.patientId === patientId,
      );
      return accept(about) ? about : undefined;
    },
    { timeoutMs, intervalMs: 200, description: 'the stored emergency notifications' },
  );

/** A conversation of one question. */
export const question = (text: string): { messages: AssistantMessage[] } => ({
  messages: [{ role: 'user', text }],
});

/** POST the assistant any body, valid or not: tests of refusals send what the page never would. */
export const askAssistant = <T = AssistantResponse>(
  client: ApiClient,
  body: unknown,
): Promise<ApiResponse<T>> => client.post<T>(ASSISTANT_PATH, { json: body });

export const readWater = <T = WaterResponse>(client: ApiClient, day: string): Promise<ApiResponse<T>> =>
  client.get<T>(`${WATER_PATH}?day=${encodeURIComponent(day)}`);

/** PUT any body as the day's intake. */
export const writeWater = <T = WaterResponse>(client: ApiClient, body: unknown): Promise<ApiResponse<T>> =>
  client.request<T>('PUT', WATER_PATH, { json: body });

export const readDismissedReminders = <T = DismissedRemindersResponse>(
  client: ApiClient,
): Promise<ApiResponse<T>> => client.get<T>(DISMISSED_REMINDERS_PATH);

/** PUT any body as a dismissal. */
export const dismissReminder = <T = DismissedRemindersResponse>(
  client: ApiClient,
  body: unknown,
): Promise<ApiResponse<T>> => client.request<T>('PUT', DISMISSED_REMINDERS_PATH, { json: body });

/** One event a socket received, whatever its name. */
export interface ReceivedEvent {
  event: string;
  payload: unknown;
}

/**
 * Every event a socket receives, of any name, in the order it came: absence of one event is proven by a later
 * one that did come (a socket delivers in order), never by waiting for a while.
 */
export class EveryEventInbox {
  readonly received: ReceivedEvent[] = [];
  private waiters: Array<() => void> = [];

  constructor(socket: Socket) {
    socket.onAny((event: string, payload: unknown) => {
      this.received.push({ event, payload });
      const waking = this.waiters;
      this.waiters = [];
      for (const wake of waking) wake();
    });
  }

  /** The events received up to and including the first that passes `accept`, once it came (Jest bounds the wait). */
  async until(accept: (received: ReceivedEvent) => boolean): Promise<ReceivedEvent[]> {
    for (;;) {
      const index = this.received.findIndex(accept);
      if (index >= 0) return this.received.slice(0, index + 1);
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }
}
