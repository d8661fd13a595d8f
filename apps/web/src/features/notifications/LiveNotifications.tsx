import { IconBell } from '@tabler/icons-react';
import { type Role } from '@vitalsync/contracts';
import { useNavigate } from 'react-router-dom';

import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { notifyInfo } from '../../app/notify';

import { markEmergency, useApiDispatch } from './emergencyCache';
import { showEmergencyToast } from './emergencyToast';
import { notificationMessage } from './notificationMessage';
import { useNotificationsSocket } from './useNotificationsSocket';

/**
 * What a push can change on a page, read again from stored state when /notifications connects after a gap
 * (pushes sent while it was away reached nobody): emergencies and consulted patients, appointment lists, unread
 * counts.
 */
const RESYNC_TAGS = [
  'ConsultedPatient',
  'Emergency',
  'Appointment',
  'ConsultedDoctor',
  'ChatSummary',
] as const;

/**
 * Inside a dashboard: a pushed appointment change refreshes the open lists and, if someone else made it, toasts;
 * a chat message for the reader refreshes the unread counts (the sidebar badge, the chat lists); a patient who
 * became an emergency turns red in a doctor's lists at once and raises a red toast leading to their record.
 * After a gap in the connection the page re-reads all of these; when the server ends the connection for good,
 * the session is checked again (the profile), which signs the reader out if it is over.
 */
export const LiveNotifications = ({ role }: { role: Role }) => {
  const dispatch = useAppDispatch();
  const apiDispatch = useApiDispatch();
  const navigate = useNavigate();
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
      if (message) notifyInfo(message, <IconBell size={18} />);
    },
    onChat: () => dispatch(api.util.invalidateTags(['ChatSummary'])),
    onResync: () => dispatch(api.util.invalidateTags([...RESYNC_TAGS])),
    onSessionOver: () => dispatch(api.util.invalidateTags(['Profile'])),
    onEmergency: (notification) => {
      if (role !== 'doctor') return;
      apiDispatch(markEmergency(notification));
      // The stored alert (the notifications page, the sidebar count) was committed before this push went out.
      dispatch(api.util.invalidateTags(['Emergency']));
      showEmergencyToast(notification, () =>
        navigate('/dashboard/doctor/patients', { state: { userId: notification.patientId } }),
      );
    },
  });
  return null;
};
