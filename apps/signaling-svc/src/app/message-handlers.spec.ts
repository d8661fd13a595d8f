import { handlersWithoutActor, messageHandlersOf } from '@vitalsync/backend';

import { SignalingSvcModule } from './signaling-svc.module';

describe('the message handlers of signaling-svc', () => {
  it('each take an actor or say they are internal', () => {
    expect(handlersWithoutActor(SignalingSvcModule)).toEqual([]);
  });

  it('are all found, health included', () => {
    expect(messageHandlersOf(SignalingSvcModule).flatMap((handler) => handler.patterns)).toEqual([
      'signaling.health',
    ]);
  });
});
