import { type ClientProxy } from '@nestjs/microservices';
import { requestReply } from '@vitalsync/bus';

import { RevokedSessions } from './revoked-sessions';

jest.mock('@vitalsync/bus', () => ({ BUS_CLIENT: 'BUS_CLIENT', requestReply: jest.fn() }));
const requestReplyMock = jest.mocked(requestReply);

describe('RevokedSessions', () => {
  beforeEach(() => requestReplyMock.mockReset());

  it('knows the revocations made before this gateway started', async () => {
    requestReplyMock.mockResolvedValue([{ sessionId: 'old', expiresAt: Date.now() + 60_000 }]);
    const sut = new RevokedSessions({} as ClientProxy);
    await sut.ensureLoaded();
    expect(sut.isRevoked('old')).toBe(true);
    expect(sut.isRevoked('other')).toBe(false);
  });

  it('refuses to vouch for sessions while auth-svc cannot be asked, and retries later', async () => {
    requestReplyMock.mockRejectedValueOnce({ status: 503, message: 'down' }).mockResolvedValueOnce([]);
    const sut = new RevokedSessions({} as ClientProxy);
    await expect(sut.ensureLoaded()).rejects.toMatchObject({ status: 503 });
    await expect(sut.ensureLoaded()).resolves.toBeUndefined();
    expect(requestReplyMock).toHaveBeenCalledTimes(2);
  });

  it('tells listeners about a new revocation and forgets expired ones', () => {
    const sut = new RevokedSessions({} as ClientProxy);
    const heard: string[] = [];
    sut.onRevoked((id) => heard.push(id));
    sut.add('expired', 1_000, 0);
    sut.add('fresh', 10_000, 5_000);
    expect(heard).toEqual(['expired', 'fresh']);
    expect(sut.isRevoked('fresh')).toBe(true);
    expect(sut.isRevoked('expired')).toBe(false);
  });
});
