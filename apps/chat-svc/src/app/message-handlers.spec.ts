import { handlersWithoutActor, messageHandlersOf } from '@vitalsync/backend';

import { ChatSvcModule } from './chat-svc.module';

describe('the message handlers of chat-svc', () => {
  it('each take an actor or say they are internal', () => {
    expect(handlersWithoutActor(ChatSvcModule)).toEqual([]);
  });

  it('are all found, health included', () => {
    expect(messageHandlersOf(ChatSvcModule).flatMap((handler) => handler.patterns)).toEqual(['chat.health']);
  });
});
