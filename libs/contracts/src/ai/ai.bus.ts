import {
  type AssistantCommand,
  type AssistantReply,
  type DismissedReminders,
  type DismissedRemindersQuery,
  type DismissReminderCommand,
  type EmergencyBeganEvent,
  type HealthEmergencyEvent,
  type InsightsGeneratedEvent,
  type SetWaterCommand,
  type WaterIntake,
  type WaterQuery,
} from './ai.types';
import {
  type EmergencyNotificationsPage,
  type EmergencyNotificationsQuery,
  type EmergencyNotificationsUnread,
  type MarkEmergencyNotificationsReadCommand,
} from './emergency-notifications';
import { type AI_EVENTS, type AI_SUBJECTS } from './ai.subjects';

/** Every request ai-svc answers. */
export interface AiRpc {
  [AI_SUBJECTS.assistant]: { request: AssistantCommand; reply: AssistantReply };
  [AI_SUBJECTS.getWater]: { request: WaterQuery; reply: WaterIntake };
  [AI_SUBJECTS.setWater]: { request: SetWaterCommand; reply: WaterIntake };
  [AI_SUBJECTS.listDismissed]: { request: DismissedRemindersQuery; reply: DismissedReminders };
  [AI_SUBJECTS.dismiss]: { request: DismissReminderCommand; reply: DismissedReminders };
  [AI_SUBJECTS.listEmergencyNotifications]: {
    request: EmergencyNotificationsQuery;
    reply: EmergencyNotificationsPage;
  };
  [AI_SUBJECTS.readEmergencyNotifications]: {
    request: MarkEmergencyNotificationsReadCommand;
    reply: EmergencyNotificationsUnread;
  };
}

/** Every event ai-svc publishes. */
export interface AiEvents {
  [AI_EVENTS.insightsGenerated]: InsightsGeneratedEvent;
  [AI_EVENTS.emergencyBegan]: EmergencyBeganEvent;
  [AI_EVENTS.emergency]: HealthEmergencyEvent;
}
