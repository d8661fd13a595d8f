import { type AssistantReply, type DismissedReminders, type WaterIntake } from './ai.types';

/** POST /api/gemini-chatbot success body. */
export interface AssistantResponse extends AssistantReply {
  status: 'success';
}

/** GET and PUT /api/dashboard/lifestyle/water success body: the day's intake. */
export interface WaterResponse extends WaterIntake {
  status: 'success';
}

/** GET and PUT /api/dashboard/notifications/dismissed success body: every reminder the patient dismissed. */
export interface DismissedRemindersResponse extends DismissedReminders {
  status: 'success';
}
