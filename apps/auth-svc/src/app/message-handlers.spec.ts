import { handlersWithoutActor, messageHandlersOf } from '@vitalsync/backend';
import {
  ACCESS_AUDIT_EVENTS,
  ACCESS_HISTORY_SUBJECTS,
  ACCOUNT_SUBJECTS,
  AI_EVENTS,
  APPOINTMENT_EVENTS,
  MAIL_SUBJECTS,
  DURABLE_EVENT_SUBJECTS,
  EVENT_CATALOGUE,
} from '@vitalsync/contracts';

import { AuthSvcModule } from './auth-svc.module';

describe('the message handlers of auth-svc', () => {
  it('each take an actor or say they are internal', () => {
    expect(handlersWithoutActor(AuthSvcModule)).toEqual([]);
  });

  it('are all found, health and the insights listener included', () => {
    const patterns = messageHandlersOf(AuthSvcModule).flatMap((handler) => handler.patterns);

    expect(patterns.sort()).toEqual(
      [
        ACCOUNT_SUBJECTS.signup,
        ACCOUNT_SUBJECTS.login,
        ACCOUNT_SUBJECTS.logout,
        ACCOUNT_SUBJECTS.revokedSessions,
        ACCOUNT_SUBJECTS.getProfile,
        ACCOUNT_SUBJECTS.saveProfile,
        ACCOUNT_SUBJECTS.getManyProfiles,
        ACCOUNT_SUBJECTS.listDoctors,
        AI_EVENTS.insightsGenerated,
        ...Object.values(MAIL_SUBJECTS),
        APPOINTMENT_EVENTS.booked,
        APPOINTMENT_EVENTS.cancelled,
        AI_EVENTS.emergency,
        ACCESS_HISTORY_SUBJECTS.list,
        ACCESS_AUDIT_EVENTS.recorded,
        'auth.health',
      ].sort(),
    );
  });

  it('act for no signed-in user only where none can be: signup, login, revocations, batches, events, health', () => {
    const internal = messageHandlersOf(AuthSvcModule)
      .filter((handler) => handler.internal)
      .flatMap((handler) => handler.patterns);

    expect(internal.sort()).toEqual(
      [
        ACCOUNT_SUBJECTS.signup,
        ACCOUNT_SUBJECTS.login,
        ACCOUNT_SUBJECTS.revokedSessions,
        ACCOUNT_SUBJECTS.getManyProfiles,
        AI_EVENTS.insightsGenerated,
        APPOINTMENT_EVENTS.booked,
        APPOINTMENT_EVENTS.cancelled,
        AI_EVENTS.emergency,
        ACCESS_AUDIT_EVENTS.recorded,
        'auth.health',
      ].sort(),
    );
  });

  it('consume durably exactly the events the catalogue lists auth-svc for', () => {
    const durable = messageHandlersOf(AuthSvcModule)
      .filter((handler) => handler.kind === 'event')
      .flatMap((handler) => handler.patterns)
      .filter((pattern) => (DURABLE_EVENT_SUBJECTS as readonly string[]).includes(pattern));

    expect(durable.sort()).toEqual(
      DURABLE_EVENT_SUBJECTS.filter((subject) =>
        (EVENT_CATALOGUE[subject].consumers as readonly string[]).includes('auth'),
      ).sort(),
    );
  });
});
