import { handlersWithoutActor, messageHandlersOf } from '@vitalsync/backend';

import { AppointmentSvcModule } from './appointment-svc.module';

describe('the message handlers of appointment-svc', () => {
  it('each take an actor or say they are internal', () => {
    expect(handlersWithoutActor(AppointmentSvcModule)).toEqual([]);
  });

  it('are all found, health included', () => {
    expect(messageHandlersOf(AppointmentSvcModule).flatMap((handler) => handler.patterns)).toEqual([
      'appointment.health',
    ]);
  });
});
