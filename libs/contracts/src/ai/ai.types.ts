import { type AiGenerated } from '../accounts/profile.types';
import { type Actor } from '../session/role';
import { type AssistantRole } from './ai.limits';
import { type ReminderId } from './ai.messages';

/** One turn of an assistant conversation ({role, text}: docs/product/http-and-sockets.md#chat-and-assistant). */
export interface AssistantMessage {
  role: AssistantRole;
  text: string;
}

/** POST /api/gemini-chatbot body. The last message is the patient's question. */
export interface AssistantRequest {
  messages: AssistantMessage[];
}

/** Who wrote an answer or insights: the configured model, or the built-in engine (no key, or the model failed). */
export type AiSource = 'model' | 'built-in';

/** POST /api/gemini-chatbot response (`status: 'success'` is added by the gateway). */
export interface AssistantReply {
  message: string;
  source: AiSource;
  /** The question described an emergency: the reply starts with the emergency advice. */
  emergency: boolean;
}

/** gateway → ai-svc. */
export interface AssistantCommand extends AssistantRequest {
  actor: Actor;
}

/** auth-svc stores these on the profile; `version` is ProfileUpdatedEvent.version they were computed from. */
export interface InsightsGeneratedEvent {
  accountId: string;
  version: number;
  ai_generated: AiGenerated;
  source: AiSource;
  at: string;
}

/** A patient's insights of one profile version turned into an emergency (their stored alert says so). */
export interface EmergencyBeganEvent {
  patientId: string;
  patientName: string;
  alert: string;
  version: number;
  at: string;
}

/**
 * A patient's insights turned into an emergency. ai-svc resolves the consulting doctors once, so gateways only
 * push. Carries the patient's name for the toast and the alert text, no other health data.
 */
export interface HealthEmergencyEvent {
  patientId: string;
  patientName: string;
  alert: string;
  doctorIds: string[];
  at: string;
}

/** What /notifications pushes to each consulting doctor (NOTIFICATION_EVENTS.emergency). */
export interface EmergencyNotification {
  patientId: string;
  patientName: string;
  alert: string;
  at: string;
}

/** A patient's water intake on one day (their local calendar day). */
export interface WaterIntake {
  /** YYYY-MM-DD */
  day: string;
  litres: number;
}

/** GET /api/dashboard/lifestyle/water?day=YYYY-MM-DD; a day never set reads as 0 litres. */
export interface WaterQuery {
  actor: Actor;
  day: string;
}

/** PUT /api/dashboard/lifestyle/water body is a WaterIntake. */
export interface SetWaterCommand extends WaterIntake {
  actor: Actor;
}

/** GET /api/dashboard/notifications/dismissed and the reply of PUT. */
export interface DismissedReminders {
  dismissed: ReminderId[];
}

export interface DismissedRemindersQuery {
  actor: Actor;
}

/** PUT /api/dashboard/notifications/dismissed body: {id}. */
export interface DismissReminderRequest {
  id: ReminderId;
}

export interface DismissReminderCommand extends DismissReminderRequest {
  actor: Actor;
}
