import {
  type AppointmentNotification,
  type ChatNotification,
  type EmergencyNotification,
  NOTIFICATION_EVENTS,
  NOTIFICATIONS_NAMESPACE,
} from '@vitalsync/contracts';
import { useEffect, useRef } from 'react';

import { afterPageLoad } from '../../app/afterPageLoad';
import { isClosedByServer } from '../../realtime/closedByServer';
import { reconnectAfterRefusal, type RefusalRetryOptions } from '../../realtime/reconnectAfterRefusal';
import { socketAddress } from '../../realtime/socketAddress';

/** What the dashboard does with each push of /notifications, and with the connection's ups and downs. */
export interface NotificationHandlers {
  onAppointment: (notification: AppointmentNotification) => void;
  onChat: (notification: ChatNotification) => void;
  /** Doctors only: a consulted patient became an emergency. */
  onEmergency: (notification: EmergencyNotification) => void;
  /**
   * Connected after a gap (a dropped connection, a refusal during an outage): pushes sent meanwhile reached
   * nobody, so the page reads again what it shows from stored state.
   */
  onResync?: () => void;
  /** Refused for good or closed by the server (signed out, session revoked): no pushes come any more. */
  onSessionOver?: () => void;
}

/** The timer and jitter of the refusal backoff, for tests. */
export type NotificationsSocketOptions = Pick<RefusalRetryOptions, 'scheduler' | 'random'>;

/**
 * Listens on /notifications while mounted. socket.io-client is imported on mount, once the page has loaded, so
 * pages without a signed-in dashboard never download it and a dashboard's first paint does not wait for it. The
 * connection comes back by itself after a lost connection and, with backoff, after a temporary refusal
 * (reconnectAfterRefusal); every connection after a gap asks the page to re-read (`onResync`); a final refusal or a
 * server-side disconnect ends it (`onSessionOver`). Closed on unmount.
 */
export const useNotificationsSocket = (
  handlers: NotificationHandlers,
  options: NotificationsSocketOptions = {},
): void => {
  const current = useRef(handlers);
  current.current = handlers;
  const retryOptions = useRef(options);

  useEffect(() => {
    let closed = false;
    let close = () => undefined as void;
    void afterPageLoad()
      .then(() => import('socket.io-client'))
      .then(({ io }) => {
        if (closed) return;
        const { url, path } = socketAddress(NOTIFICATIONS_NAMESPACE);
        // Its own connection: a namespace sharing another's polling transport can be refused (see /video-call).
        const socket = io(url, { path, withCredentials: true, forceNew: true });
        const retry = reconnectAfterRefusal(socket, {
          ...retryOptions.current,
          onFinal: () => current.current.onSessionOver?.(),
        });
        // Pushes may have been missed before a connection unless it is the first one and came at the first try.
        let gap = false;
        socket.on('connect', () => {
          if (gap) current.current.onResync?.();
          gap = true;
        });
        socket.on('connect_error', () => {
          gap = true;
        });
        socket.on('disconnect', (reason: string) => {
          if (isClosedByServer(reason)) current.current.onSessionOver?.();
        });
        socket.on(NOTIFICATION_EVENTS.appointment, (notification: AppointmentNotification) =>
          current.current.onAppointment(notification),
        );
        socket.on(NOTIFICATION_EVENTS.chat, (notification: ChatNotification) =>
          current.current.onChat(notification),
        );
        socket.on(NOTIFICATION_EVENTS.emergency, (notification: EmergencyNotification) =>
          current.current.onEmergency(notification),
        );
        close = () => {
          retry.stop();
          socket.close();
        };
      });
    return () => {
      closed = true;
      close();
    };
  }, []);
};
