import { type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { BusClient } from '@vitalsync/bus';

import { RevokedSessions } from './revoked-sessions';

const bus = { request: jest.fn() };

@Module({ providers: [RevokedSessions, { provide: BusClient, useValue: bus }] })
class RevokedSessionsTestModule {}

describe('RevokedSessions', () => {
  let app: INestApplicationContext;
  /** Started as the gateway starts it: the first load is tried at bootstrap. */
  const start = async (): Promise<RevokedSessions> => {
    app = await NestFactory.createApplicationContext(RevokedSessionsTestModule, { logger: false });
    return app.get(RevokedSessions);
  };

  beforeEach(() => bus.request.mockReset());
  afterEach(() => app?.close());

  it('knows the revocations made before this gateway started', async () => {
    bus.request.mockResolvedValue([{ sessionId: 'old', expiresAt: Date.now() + 60_000 }]);
    const sut = await start();
    await sut.ensureLoaded();
    expect(sut.isRevoked('old')).toBe(true);
    expect(sut.isRevoked('other')).toBe(false);
    expect(bus.request).toHaveBeenCalledWith('auth.sessions.revoked', {});
  });

  it('refuses to vouch for sessions while auth-svc cannot be asked, and retries later', async () => {
    const down = { code: 'unavailable', message: 'down' };
    bus.request.mockRejectedValueOnce(down).mockRejectedValueOnce(down).mockResolvedValueOnce([]);
    const sut = await start();
    await expect(sut.ensureLoaded()).rejects.toMatchObject({ status: 503 });
    await expect(sut.ensureLoaded()).resolves.toBeUndefined();
    expect(bus.request).toHaveBeenCalledTimes(3);
  });

  it('tells listeners about a new revocation and forgets expired ones', async () => {
    bus.request.mockResolvedValue([]);
    const sut = await start();
    const heard: string[] = [];
    sut.onRevoked((id) => heard.push(id));
    sut.add('expired', 1_000, 0);
    sut.add('fresh', 10_000, 5_000);
    expect(heard).toEqual(['expired', 'fresh']);
    expect(sut.isRevoked('fresh')).toBe(true);
    expect(sut.isRevoked('expired')).toBe(false);
  });
});
