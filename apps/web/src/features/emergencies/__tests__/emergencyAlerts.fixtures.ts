import {
  type EmergencyNotificationsResponse,
  type MarkEmergencyNotificationsReadResponse,
  type StoredEmergencyNotification,
} from '@vitalsync/contracts';

import { type MockReply } from '../../../testing/mockFetch';

export const ALERTS = '/dashboard/notifications/emergencies';
export const READ_ALERTS = 'POST /dashboard/notifications/emergencies/read';

/** A stored alert about Bruno (the emergency fixture patient), unread unless told otherwise. */
export const anAlert = (
  overrides: Partial<StoredEmergencyNotification> = {},
): StoredEmergencyNotification => ({
  _id: '5f0c1d4e-0000-4000-8000-00000000a001',
  patientId: 'u2',
  patientName: 'Bruno Critical',
  alert: 'Heart rate of 150 bpm: seek care now.',
  at: '2026-05-05T10:00:00.000Z',
  read: false,
  ...overrides,
});

export const alertsReply = (
  notifications: StoredEmergencyNotification[],
  unread = notifications.filter((notification) => !notification.read).length,
): MockReply => ({
  status: 200,
  body: { status: 'success', notifications, unread } satisfies EmergencyNotificationsResponse,
});

export const readReply = (unread: number): MockReply => ({
  status: 200,
  body: { status: 'success', unread } satisfies MarkEmergencyNotificationsReadResponse,
});
