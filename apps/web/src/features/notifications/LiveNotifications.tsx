import { IconBell } from '@tabler/icons-react';
import { type Role } from '@vitalsync/contracts';
import { useNavigate } from 'react-router-dom';

import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { showToast } from '../../app/notify';

import { markEmergency, useApiDispatch } from './emergencyCache';
import { showEmergencyToast } from './emergencyToast';
import { notificationMessage } from './notificationMessage';
import { useNotificationsSocket } from './useNotificationsSocket';

/**
 * Inside a dashboard: a pushed appointment change refreshes the open lists and, if someone else made it, toasts;
 * a chat message for the reader refreshes the unread counts (the sidebar badge, the chat lists); a patient who
 * became an emergency turns red in a doctor's lists at once and raises a red toast leading to their record.
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
      if (message) showToast(message, 'blue', <IconBell size={18} />);
    },
    onChat: () => dispatch(api.util.invalidateTags(['ChatSummary'])),
    onEmergency: (notification) => {
      if (role !== 'doctor') return;
      apiDispatch(markEmergency(notification));
      showEmergencyToast(notification, () =>
        navigate('/dashboard/doctor/patients', { state: { userId: notification.patientId } }),
      );
    },
  });
  return null;
};
