import { type AppointmentStatus } from '@vitalsync/contracts';
import { useState } from 'react';

import { failureMessage } from '../../../app/apiError';
import { useTransitionAppointmentMutation } from '../../appointments/api';

type Progress = 'start' | 'complete';

/**
 * Start or complete one appointment. Only once the server has accepted is the new status handed on
 * (`onAccepted`); a refusal is kept for the card to show.
 */
export const useAppointmentTransition = (
  appointmentId: string,
  onAccepted: (appointmentId: string, status: AppointmentStatus) => void,
) => {
  const [transition, { isLoading, originalArgs }] = useTransitionAppointmentMutation();
  const [error, setError] = useState<string>();

  const run = async (action: Progress): Promise<void> => {
    setError(undefined);
    try {
      const { appointment } = await transition({ id: appointmentId, action }).unwrap();
      onAccepted(appointmentId, appointment.status);
    } catch (failure) {
      setError(failureMessage(failure));
    }
  };

  return { run, running: isLoading ? originalArgs?.action : undefined, error };
};
