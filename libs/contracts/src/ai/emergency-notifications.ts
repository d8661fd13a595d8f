import { type Actor } from '../session/role';

/**
 * A doctor's stored emergency notifications (issue 16): one per consulting doctor and emergency, kept with its
 * read state, so a doctor who was offline when the toast went out finds it on the notifications page and in the
 * sidebar count.
 */

/** How many notifications one read returns unless it asks for fewer, and the most it may ask for. */
export const EMERGENCY_NOTIFICATIONS_PAGE = 20;
export const EMERGENCY_NOTIFICATIONS_PAGE_MAX = 100;
/** The most notifications one "mark read" may name (none: all of the doctor's). */
export const EMERGENCY_NOTIFICATIONS_READ_MAX_IDS = 100;

/** One emergency notification as the doctor sees it. */
export interface StoredEmergencyNotification {
  _id: string;
  patientId: string;
  patientName: string;
  alert: string;
  /** When the patient became an emergency (ISO). */
  at: string;
  read: boolean;
}

/**
 * GET /api/dashboard/notifications/emergencies?limit=&before= query: the newest first; `before` is the `_id` of
 * the last notification a page holds, for the ones older than it.
 */
export interface EmergencyNotificationsRequest {
  limit?: number;
  before?: string;
}

/** gateway → ai-svc (`ai.notifications.emergencies.list`): doctors only, their own notifications only. */
export interface EmergencyNotificationsQuery extends EmergencyNotificationsRequest {
  actor: Actor;
}

/** One page of a doctor's notifications, and how many of all of them are unread. */
export interface EmergencyNotificationsPage {
  notifications: StoredEmergencyNotification[];
  unread: number;
}

/** POST /api/dashboard/notifications/emergencies/read body: the notifications read; none named, all of them. */
export interface MarkEmergencyNotificationsReadRequest {
  ids?: string[];
}

/** gateway → ai-svc (`ai.notifications.emergencies.read`). */
export interface MarkEmergencyNotificationsReadCommand extends MarkEmergencyNotificationsReadRequest {
  actor: Actor;
}

/** How many of the doctor's notifications are still unread. */
export interface EmergencyNotificationsUnread {
  unread: number;
}

/** GET /api/dashboard/notifications/emergencies success body. */
export interface EmergencyNotificationsResponse extends EmergencyNotificationsPage {
  status: 'success';
}

/** POST /api/dashboard/notifications/emergencies/read success body. */
export interface MarkEmergencyNotificationsReadResponse extends EmergencyNotificationsUnread {
  status: 'success';
}
