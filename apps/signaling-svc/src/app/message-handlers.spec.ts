import { handlersWithoutActor, messageHandlersOf } from '@vitalsync/backend';
import { CALL_SUBJECTS, GATEWAY_EVENTS } from '@vitalsync/contracts';

import { SignalingSvcModule } from './signaling-svc.module';

describe('the message handlers of signaling-svc', () => {
  it('each take an actor or say they are internal', () => {
    expect(handlersWithoutActor(SignalingSvcModule)).toEqual([]);
  });

  it('are all found: every call subject, the gateways’ heartbeat and health', () => {
    expect(
      messageHandlersOf(SignalingSvcModule)
        .flatMap((handler) => handler.patterns)
        .sort(),
    ).toEqual([...Object.values(CALL_SUBJECTS), GATEWAY_EVENTS.alive, 'signaling.health'].sort());
  });
});
