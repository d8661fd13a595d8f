import { Button, Stack } from '@mantine/core';
import { IconCircleCheck, IconMessages, IconPlayerPlay, IconVideo } from '@tabler/icons-react';
import { type AppointmentStatus, type DoctorAppointment } from '@vitalsync/contracts';
import { Link } from 'react-router-dom';

import { FailureAlert } from '../../../layout/FailureAlert';
import { formatAppointmentDate, formatAppointmentTime } from '../../appointments/appointmentTime';
import { ActionRow } from '../../../layout/ActionRow';
import { CancelAppointmentButton } from '../../appointments/components/CancelAppointmentButton';
import { openCallWindow } from '../../appointments/openCallWindow';
import { PatientProfileLink } from '../../patients/components/PatientProfileLink';
import { useAppointmentTransition } from '../hooks/useAppointmentTransition';

interface ScheduledActionsProps {
  appointment: DoctorAppointment;
  onAccepted: (appointmentId: string, status: AppointmentStatus) => void;
}

/**
 * docs/product/screens-and-routes.md#doctor-appointments, Scheduled tab: Join Call, Chat, View Profile, Cancel;
 * plus Start and Complete for the lifecycle. A chat-mode appointment leads with Chat. Each only where the server
 * would allow it: a completed call cannot be joined, only a scheduled one cancelled.
 */
export const ScheduledActions = ({ appointment, onAccepted }: ScheduledActionsProps) => {
  const { _id: id, status, user, dateTime } = appointment;
  const { run, running, error } = useAppointmentTransition(id, onAccepted);
  const busy = running !== undefined;
  const chatMode = appointment.type === 'chat';
  // The consultation's own mode leads, filled; the other way in follows it, quieter.
  const call =
    status === 'completed' ? null : (
      <Button
        variant={chatMode ? 'default' : 'filled'}
        leftSection={<IconVideo size={18} aria-hidden />}
        onClick={() => openCallWindow(id)}
      >
        Join Call
      </Button>
    );
  const chat = (
    <Button
      component={Link}
      to="/dashboard/doctor/chats"
      state={{ userId: user.userId }}
      variant={chatMode ? 'filled' : 'default'}
      leftSection={<IconMessages size={18} aria-hidden />}
    >
      Chat
    </Button>
  );

  return (
    <Stack gap="sm">
      {error ? <FailureAlert message={error} /> : null}
      <ActionRow>
        {chatMode ? chat : call}
        {status === 'scheduled' ? (
          <Button
            variant="light"
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
            loading={running === 'start'}
            disabled={busy}
            onClick={() => void run('start')}
          >
            Start
          </Button>
        ) : null}
        {status === 'in-progress' ? (
          <Button
            variant="light"
            leftSection={<IconCircleCheck size={18} aria-hidden />}
            loading={running === 'complete'}
            disabled={busy}
            onClick={() => void run('complete')}
          >
            Complete
          </Button>
        ) : null}
        {chatMode ? call : chat}
        <PatientProfileLink userId={user.userId} />
        {status === 'scheduled' ? (
          <CancelAppointmentButton
            appointmentId={id}
            description={`The appointment with ${user.fullName} on ${formatAppointmentDate(dateTime)} at ${formatAppointmentTime(dateTime)} will be cancelled, and the patient will be told.`}
            onCancelled={(appointmentId) => onAccepted(appointmentId, 'cancelled')}
            disabled={busy}
          />
        ) : null}
      </ActionRow>
    </Stack>
  );
};
