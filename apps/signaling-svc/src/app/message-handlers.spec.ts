import { handlersWithoutActor, messageHandlersOf } from '@vitalsync/backend';
import {
  APPOINTMENT_EVENTS,
  CALL_SUBJECTS,
  DURABLE_EVENT_SUBJECTS,
  EVENT_CATALOGUE,
  GATEWAY_EVENTS,
} from '@vitalsync/contracts';

import { SignalingSvcModule } from './signaling-svc.module';

describe('the message handlers of signaling-svc', () => {
  it('each take an actor or say they are internal', () => {
    expect(handlersWithoutActor(SignalingSvcModule)).toEqual([]);
  });

  it('are all found: every call subject, the gateways’ heartbeat, cancellations and health', () => {
    expect(
      messageHandlersOf(SignalingSvcModule)
        .flatMap((handler) => handler.patterns)
        .sort(),
    ).toEqual(
      [
        ...Object.values(CALL_SUBJECTS),
        GATEWAY_EVENTS.alive,
        APPOINTMENT_EVENTS.cancelled,
        'signaling.health',
      ].sort(),
    );
  });

  it('consume durably exactly the events the catalogue lists signaling-svc for', () => {
    const durable = messageHandlersOf(SignalingSvcModule)
      .filter((handler) => handler.kind === 'event')
      .flatMap((handler) => handler.patterns)
      .filter((pattern) => (DURABLE_EVENT_SUBJECTS as readonly string[]).includes(pattern));

    expect(durable.sort()).toEqual(
      DURABLE_EVENT_SUBJECTS.filter((subject) =>
        (EVENT_CATALOGUE[subject].consumers as readonly string[]).includes('signaling'),
      ).sort(),
    );
  });
});
