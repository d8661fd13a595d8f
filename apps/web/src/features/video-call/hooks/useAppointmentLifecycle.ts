import { type AppointmentDetail } from '@vitalsync/contracts';
import { createElement, type ReactNode, useRef, useState } from 'react';

import { failureMessage } from '../../../app/apiError';
import { FailureAlert } from '../../../layout/FailureAlert';
import { useTransitionAppointmentMutation } from '../../appointments/api';

/**
 * docs/product/states.md#appointment-lifecycle: the doctor starting the call marks the appointment started, the
 * doctor ending it marks it complete; the patient's page never does either. A refusal is shown, the call goes on.
 */
export const useAppointmentLifecycle = (appointment: AppointmentDetail, isDoctor: boolean) => {
  const [transition] = useTransitionAppointmentMutation();
  const [error, setError] = useState<string>();
  // The start under way or done: End Call may come before the refetched appointment says "in-progress".
  const starting = useRef<Promise<boolean>>(Promise.resolve(false));
  const id = appointment._id;

  const run = async (action: 'start' | 'complete'): Promise<boolean> => {
    try {
      await transition({ id, action }).unwrap();
      setError(undefined);
      return true;
    } catch (failure) {
      setError(failureMessage(failure));
      return false;
    }
  };

  const started = () => {
    if (isDoctor && appointment.status === 'scheduled') starting.current = run('start');
  };
  /** Resolves once the completion is stored or refused, so the patient is told the call ended only after it. */
  const ended = async (): Promise<void> => {
    if (!isDoctor) return;
    const wasInProgress = appointment.status === 'in-progress';
    const accepted = await starting.current;
    if (accepted || wasInProgress) await run('complete');
  };
  const problem: ReactNode = error ? createElement(FailureAlert, { message: error }) : null;

  return { started, ended, problem };
};
