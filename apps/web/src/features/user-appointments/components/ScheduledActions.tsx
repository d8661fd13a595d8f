import { Button } from '@mantine/core';
import { IconMessages, IconVideo } from '@tabler/icons-react';
import { type UserAppointment } from '@vitalsync/contracts';
import { Link } from 'react-router-dom';

import { doctorTitle } from '../../appointments/appointmentLabels';
import { formatAppointmentMoment } from '../../appointments/appointmentTime';
import { ActionRow } from '../../../layout/ActionRow';
import { CancelAppointmentButton } from '../../appointments/components/CancelAppointmentButton';
import { consultationPath } from '../../consultation/consultationTabs';
import { type ConsultationState } from '../../consultation/consultationState';

interface ScheduledActionsProps {
  appointment: UserAppointment;
  onCancelled: (appointmentId: string) => void;
}

/**
 * A scheduled appointment's ways in ("Chat" and "Video Call",
 * docs/product/screens-and-routes.md#patient-appointments), its own mode first, and "Cancel".
 */
export const ScheduledActions = ({ appointment, onCancelled }: ScheduledActionsProps) => {
  const { _id: id, dateTime, doctor } = appointment;
  const chatState: ConsultationState = { doctorId: doctor.doctorId };
  const callState: ConsultationState = { id, doctorId: doctor.doctorId };
  const chatMode = appointment.type === 'chat';
  // The consultation's own mode leads, filled; the other way in follows it, quieter.
  const call = (
    <Button
      component={Link}
      to={consultationPath('video-call')}
      state={callState}
      variant={chatMode ? 'default' : 'filled'}
      leftSection={<IconVideo size={18} aria-hidden />}
    >
      Video Call
    </Button>
  );
  const chat = (
    <Button
      component={Link}
      to={consultationPath('doctor-chat')}
      state={chatState}
      variant={chatMode ? 'filled' : 'default'}
      leftSection={<IconMessages size={18} aria-hidden />}
    >
      Chat
    </Button>
  );
  return (
    <ActionRow>
      {chatMode ? chat : call}
      {chatMode ? call : chat}
      <CancelAppointmentButton
        appointmentId={id}
        description={`Your appointment with ${doctorTitle(doctor.fullName)} on ${formatAppointmentMoment(dateTime)} will be cancelled. This cannot be undone.`}
        onCancelled={onCancelled}
      />
    </ActionRow>
  );
};
