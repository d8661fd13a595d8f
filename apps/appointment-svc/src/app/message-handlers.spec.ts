import { handlersWithoutActor, messageHandlersOf } from '@vitalsync/backend';
import { ACCOUNT_EVENTS, APPOINTMENT_SUBJECTS, REPORT_SUBJECTS } from '@vitalsync/contracts';

import { AppointmentSvcModule } from './appointment-svc.module';

describe('the message handlers of appointment-svc', () => {
  it('each take an actor or say they are internal', () => {
    expect(handlersWithoutActor(AppointmentSvcModule)).toEqual([]);
  });

  it('are all found, health and the profile.updated listener included', () => {
    const patterns = messageHandlersOf(AppointmentSvcModule).flatMap((handler) => handler.patterns);

    expect(patterns.sort()).toEqual(
      [
        ...Object.values(APPOINTMENT_SUBJECTS),
        ...Object.values(REPORT_SUBJECTS),
        ACCOUNT_EVENTS.profileUpdated,
        'appointment.health',
      ].sort(),
    );
  });

  it('leave only the access component and the event listener internal', () => {
    const internal = messageHandlersOf(AppointmentSvcModule)
      .filter((handler) => handler.internal)
      .flatMap((handler) => handler.patterns);

    expect(internal.sort()).toEqual(
      [
        APPOINTMENT_SUBJECTS.participant,
        APPOINTMENT_SUBJECTS.pairAllowed,
        APPOINTMENT_SUBJECTS.consultingDoctors,
        ACCOUNT_EVENTS.profileUpdated,
        'appointment.health',
      ].sort(),
    );
  });
});
