import { IconBell } from '@tabler/icons-react';
import { type Role } from '@vitalsync/contracts';

import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../app/notify';

import { notificationMessage } from './notificationMessage';
import { useNotificationsSocket } from './useNotificationsSocket';

/**
 * Inside a dashboard: a pushed appointment change refreshes the open lists and, if someone else made it, toasts;
 * a chat message for the reader refreshes the unread counts (the sidebar badge, the chat lists).
 */
export const LiveNotifications = ({ role }: { role: Role }) => {
  const dispatch = useAppDispatch();
  useNotificationsSocket({
    onAppointment: (notification) => {
      dispatch(
        api.util.invalidateTags([
          'Appointment',
          'ConsultedPatient',
          'ConsultedDoctor',
          { type: 'Appointment', id: notification.appointmentId },
        ]),
      );
      const message = notificationMessage(notification, role);
      // Something the other participant did: an information toast, not a success of the reader's own.
      if (message) showToast(message, 'blue', <IconBell size={18} />);
    },
    onChat: () => dispatch(api.util.invalidateTags(['ChatSummary'])),
  });
  return null;
};
