import { newTestService } from '@vitalsync/testing';

import { PATIENT_CLAIMS, PATIENT_ID } from './ai-test-data';
import { DismissedRemindersController } from './dismissed-reminders.controller';
import { WaterController } from './water.controller';

const ACTOR = { id: PATIENT_ID, role: 'user' };

const busReplying = (reply: unknown) => {
  const request = jest.fn().mockResolvedValue(reply);
  return { bus: { request }, request };
};

describe('WaterController', () => {
  it('reads the day of the session’s patient and answers only the intake fields', async () => {
    const { bus, request } = busReplying({ day: '2098-06-01', litres: 2.5, accountId: 'never returned' });

    await expect(
      newTestService(WaterController, [bus]).sut.get(PATIENT_CLAIMS, { day: '2098-06-01' }),
    ).resolves.toStrictEqual({
      status: 'success',
      day: '2098-06-01',
      litres: 2.5,
    });
    expect(request).toHaveBeenCalledWith('ai.lifestyle.water.get', { actor: ACTOR, day: '2098-06-01' });
  });

  it('sets the day for the session’s patient, whatever else the body carried', async () => {
    const { bus, request } = busReplying({ day: '2098-06-01', litres: 3 });
    const body = { day: '2098-06-01', litres: 3, actor: { id: 'someone-else', role: 'user' } };

    await expect(newTestService(WaterController, [bus]).sut.set(PATIENT_CLAIMS, body)).resolves.toStrictEqual(
      {
        status: 'success',
        day: '2098-06-01',
        litres: 3,
      },
    );
    expect(request).toHaveBeenCalledWith('ai.lifestyle.water.set', {
      actor: ACTOR,
      day: '2098-06-01',
      litres: 3,
    });
  });
});

describe('DismissedRemindersController', () => {
  it('lists the session patient’s dismissed reminders', async () => {
    const { bus, request } = busReplying({ dismissed: ['hydrate'] });

    await expect(
      newTestService(DismissedRemindersController, [bus]).sut.list(PATIENT_CLAIMS),
    ).resolves.toStrictEqual({
      status: 'success',
      dismissed: ['hydrate'],
    });
    expect(request).toHaveBeenCalledWith('ai.reminders.dismissed', { actor: ACTOR });
  });

  it('dismisses a reminder for the session’s patient and answers every dismissed one', async () => {
    const { bus, request } = busReplying({ dismissed: ['hydrate', 'walk'] });

    await expect(
      newTestService(DismissedRemindersController, [bus]).sut.dismiss(PATIENT_CLAIMS, { id: 'walk' }),
    ).resolves.toStrictEqual({ status: 'success', dismissed: ['hydrate', 'walk'] });
    expect(request).toHaveBeenCalledWith('ai.reminders.dismiss', { actor: ACTOR, id: 'walk' });
  });
});
