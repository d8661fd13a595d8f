import { handlersWithoutActor, messageHandlersOf } from '@vitalsync/backend';

import { AiSvcModule } from './ai-svc.module';

describe('the message handlers of ai-svc', () => {
  it('each take an actor or say they are internal', () => {
    expect(handlersWithoutActor(AiSvcModule)).toEqual([]);
  });

  it('are all found, health included', () => {
    expect(messageHandlersOf(AiSvcModule).flatMap((handler) => handler.patterns)).toEqual([
      'profile.updated',
      'ai.health',
      'health.emergency.began',
      'ai.notifications.emergencies.list',
      'ai.notifications.emergencies.read',
      'ai.assistant',
      'ai.lifestyle.water.get',
      'ai.lifestyle.water.set',
      'ai.reminders.dismissed',
      'ai.reminders.dismiss',
    ]);
  });
});
