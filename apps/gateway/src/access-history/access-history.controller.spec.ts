import { newTestService } from '@vitalsync/testing';

import { type SessionClaims } from '../sessions/session-token';
import { AccessHistoryController } from './access-history.controller';

const PATIENT: SessionClaims = {
  id: '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41',
  role: 'user',
  sessionId: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11',
  expiresAt: Date.UTC(2099, 0, 1),
};

const busReplying = (reply: unknown) => {
  const request = jest.fn().mockResolvedValue(reply);
  return { controller: newTestService(AccessHistoryController, [{ request }]).sut, request };
};

describe('AccessHistoryController', () => {
  const line = {
    at: '2026-11-26T10:42:00.000Z',
    actor: { role: 'doctor', name: 'Maria Okafor' },
    action: 'patient.viewed',
    what: 'viewed your health record',
    count: 1,
  };

  it('asks auth-svc for the session’s own history and answers only the contract’s fields', async () => {
    const { controller, request } = busReplying({
      events: [
        { ...line, actor: { ...line.actor, id: 'never returned' }, ip: 'never returned' },
        {
          ...line,
          action: 'login.succeeded',
          what: 'signed in',
          from: { address: '10.0.0.1', browser: 'Chrome', ua: 'x' },
        },
      ],
      nextCursor: 'abc',
    });

    await expect(controller.list(PATIENT, {})).resolves.toStrictEqual({
      status: 'success',
      events: [
        line,
        {
          ...line,
          action: 'login.succeeded',
          what: 'signed in',
          from: { address: '10.0.0.1', browser: 'Chrome' },
        },
      ],
      nextCursor: 'abc',
    });
    // The session's id and expiry stay in the gateway.
    expect(request).toHaveBeenCalledWith('access-history.list', { actor: { id: PATIENT.id, role: 'user' } });
  });

  it('passes a page’s cursor and limit on', async () => {
    const { controller, request } = busReplying({ events: [], nextCursor: null });
    await controller.list(PATIENT, { cursor: 'abc', limit: 5 });
    expect(request).toHaveBeenCalledWith('access-history.list', {
      actor: { id: PATIENT.id, role: 'user' },
      cursor: 'abc',
      limit: 5,
    });
  });
});
