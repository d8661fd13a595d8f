import {
  type AppointmentNotification,
  type ChatNotification,
  type EmergencyNotification,
  NOTIFICATION_EVENTS,
  NOTIFICATIONS_NAMESPACE,
} from '@vitalsync/contracts';
import { useEffect, useRef } from 'react';

import { socketAddress } from './socketAddress';

/** What the dashboard does with each push of /notifications. */
export interface NotificationHandlers {
  onAppointment: (notification: AppointmentNotification) => void;
  onChat: (notification: ChatNotification) => void;
  /** Doctors only: a consulted patient became an emergency. */
  onEmergency: (notification: EmergencyNotification) => void;
}

/**
 * Listens on /notifications while mounted. socket.io-client is imported on mount, so pages without a signed-in
 * dashboard never download it; the connection reconnects by itself and is closed on unmount.
 */
export const useNotificationsSocket = (handlers: NotificationHandlers): void => {
  const current = useRef(handlers);
  current.current = handlers;

  useEffect(() => {
    let closed = false;
    let close = () => undefined as void;
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const { url, path } = socketAddress(NOTIFICATIONS_NAMESPACE);
      // Its own connection: a namespace sharing another's polling transport can be refused (see /video-call).
      const socket = io(url, { path, withCredentials: true, forceNew: true });
      socket.on(NOTIFICATION_EVENTS.appointment, (notification: AppointmentNotification) =>
        current.current.onAppointment(notification),
      );
      socket.on(NOTIFICATION_EVENTS.chat, (notification: ChatNotification) =>
        current.current.onChat(notification),
      );
      socket.on(NOTIFICATION_EVENTS.emergency, (notification: EmergencyNotification) =>
        current.current.onEmergency(notification),
      );
      close = () => void socket.close();
    });
    return () => {
      closed = true;
      close();
    };
  }, []);
};
