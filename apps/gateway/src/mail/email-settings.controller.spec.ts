import { newTestService } from '@vitalsync/testing';

import { type SessionClaims } from '../sessions/session-token';
import { EmailSettingsController } from './email-settings.controller';

const DOCTOR_ID = '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41';
const CLAIMS: SessionClaims = { id: DOCTOR_ID, role: 'doctor', sessionId: 'session-doctor', expiresAt: 0 };

const busReplying = (reply: unknown) => {
  const request = jest.fn().mockResolvedValue(reply);
  return { bus: { request }, request };
};

describe('EmailSettingsController', () => {
  it('reads the session’s own settings and answers only their fields', async () => {
    const { bus, request } = busReplying({
      settings: {
        booked: true,
        cancelled: false,
        reminder: true,
        emergency: true,
        accountId: 'never returned',
      },
      sending: true,
    });

    await expect(newTestService(EmailSettingsController, [bus]).sut.get(CLAIMS)).resolves.toStrictEqual({
      status: 'success',
      settings: { booked: true, cancelled: false, reminder: true, emergency: true },
      sending: true,
    });
    expect(request).toHaveBeenCalledWith('mail.settings.get', { actor: { id: DOCTOR_ID, role: 'doctor' } });
  });

  it('saves for the session’s account whatever else the body carried, without a patient’s missing switch', async () => {
    const { bus, request } = busReplying({
      settings: { booked: false, cancelled: true, reminder: true },
      sending: false,
    });
    const body = { booked: false, actor: { id: 'someone-else', role: 'user' } };

    await expect(
      newTestService(EmailSettingsController, [bus]).sut.save(CLAIMS, body),
    ).resolves.toStrictEqual({
      status: 'success',
      settings: { booked: false, cancelled: true, reminder: true },
      sending: false,
    });
    expect(request).toHaveBeenCalledWith('mail.settings.save', {
      actor: { id: DOCTOR_ID, role: 'doctor' },
      booked: false,
    });
  });
});
