import { handlersWithoutActor, messageHandlersOf } from '@vitalsync/backend';
import { ACCOUNT_SUBJECTS } from '@vitalsync/contracts';

import { AuthSvcModule } from './auth-svc.module';

describe('the message handlers of auth-svc', () => {
  it('each take an actor or say they are internal', () => {
    expect(handlersWithoutActor(AuthSvcModule)).toEqual([]);
  });

  it('are all found, health included', () => {
    const patterns = messageHandlersOf(AuthSvcModule).flatMap((handler) => handler.patterns);

    expect(patterns.sort()).toEqual([...Object.values(ACCOUNT_SUBJECTS), 'auth.health'].sort());
  });
});
