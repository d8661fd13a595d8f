import { handlersWithoutActor, messageHandlersOf } from '@vitalsync/backend';
import { APPOINTMENT_EVENTS, CHAT_SUBJECTS } from '@vitalsync/contracts';

import { ChatSvcModule } from './chat-svc.module';

describe('the message handlers of chat-svc', () => {
  it('each take an actor or say they are internal', () => {
    expect(handlersWithoutActor(ChatSvcModule)).toEqual([]);
  });

  it('are all found: every chat subject, health, and the appointment events that change access', () => {
    const patterns = messageHandlersOf(ChatSvcModule).flatMap((handler) => handler.patterns);

    expect(patterns.sort()).toEqual(
      [
        ...Object.values(CHAT_SUBJECTS),
        APPOINTMENT_EVENTS.booked,
        APPOINTMENT_EVENTS.cancelled,
        'chat.health',
      ].sort(),
    );
  });

  it('leave only health and the event listeners internal', () => {
    const internal = messageHandlersOf(ChatSvcModule)
      .filter((handler) => handler.internal)
      .flatMap((handler) => handler.patterns);

    expect(internal.sort()).toEqual(
      [APPOINTMENT_EVENTS.booked, APPOINTMENT_EVENTS.cancelled, 'chat.health'].sort(),
    );
  });
});
