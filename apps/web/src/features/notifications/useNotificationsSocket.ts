import {
  type AppointmentNotification,
  NOTIFICATION_EVENTS,
  NOTIFICATIONS_NAMESPACE,
} from '@vitalsync/contracts';
import { useEffect, useRef } from 'react';

import { socketAddress } from './socketAddress';

/**
 * Listens on /notifications while mounted. socket.io-client is imported on mount, so pages without a signed-in
 * dashboard never download it; the connection reconnects by itself and is closed on unmount.
 */
export const useNotificationsSocket = (
  onAppointment: (notification: AppointmentNotification) => void,
): void => {
  const handler = useRef(onAppointment);
  handler.current = onAppointment;

  useEffect(() => {
    let closed = false;
    let close = () => undefined as void;
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const { url, path } = socketAddress(NOTIFICATIONS_NAMESPACE);
      // Its own connection: a namespace sharing another's polling transport can be refused (see /video-call).
      const socket = io(url, { path, withCredentials: true, forceNew: true });
      socket.on(NOTIFICATION_EVENTS.appointment, (notification: AppointmentNotification) =>
        handler.current(notification),
      );
      close = () => void socket.close();
    });
    return () => {
      closed = true;
      close();
    };
  }, []);
};
