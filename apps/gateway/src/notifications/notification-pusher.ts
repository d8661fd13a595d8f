import { Injectable } from '@nestjs/common';
import { countEmergencyPushed } from '@vitalsync/backend';
import {
  type AppointmentNotification,
  type ChatNotification,
  type EmergencyNotification,
  NOTIFICATION_EVENTS,
} from '@vitalsync/contracts';
import { type Namespace } from 'socket.io';

/** What each event of /notifications carries to the client. */
export interface NotificationPayloads {
  [NOTIFICATION_EVENTS.appointment]: AppointmentNotification;
  [NOTIFICATION_EVENTS.chat]: ChatNotification;
  [NOTIFICATION_EVENTS.emergency]: EmergencyNotification;
}

export type NotificationEvent = keyof NotificationPayloads;

/** Every socket of an account joins this room, so all of its tabs hear a push. */
export const accountRoom = (accountId: string): string => `account:${accountId}`;

/**
 * Pushes notifications to the sockets this gateway holds. Each replica hears the same bus event and pushes to
 * its own sockets, so the rooms need no shared adapter.
 */
@Injectable()
export class NotificationPusher {
  private namespace: Namespace | undefined;

  attach(namespace: Namespace): void {
    this.namespace = namespace;
  }

  push<E extends NotificationEvent>(accountId: string, event: E, payload: NotificationPayloads[E]): void {
    this.namespace?.to(accountRoom(accountId)).emit(event, payload);
    if (event === NOTIFICATION_EVENTS.emergency) countEmergencyPushed();
  }
}
