import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { describeEachEngine } from '@vitalsync/db';
import { useTestDatabase } from '@vitalsync/testing';

import * as schema from '../calls/calls.schema';
import { type NewPresence, PresenceRepository } from './presence.repository';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');
const T0 = new Date('2030-03-01T10:00:00Z');
const seconds = (n: number): Date => new Date(T0.getTime() + n * 1000);

const socketOf = (overrides: Partial<NewPresence> = {}): NewPresence => ({
  gatewayId: randomUUID(),
  socketId: `s-${randomUUID().slice(0, 8)}`,
  accountId: randomUUID(),
  appointmentId: null,
  peerId: null,
  joinedAt: T0,
  ...overrides,
});

describeEachEngine('PresenceRepository on %s', (engine) => {
  const db = useTestDatabase(engine, { service: 'signaling', schema, migrationsFolder });
  let sut: PresenceRepository;

  beforeAll(() => {
    sut = new PresenceRepository(db());
  });

  it('files a socket under its live gateway; joining again keeps the latest page', async () => {
    const appointmentId = randomUUID();
    const socket = socketOf();
    await sut.join(socket);
    await sut.join({ ...socket, appointmentId, peerId: randomUUID(), joinedAt: seconds(1) });

    await expect(sut.socket(socket, T0)).resolves.toMatchObject({ appointmentId, joinedAt: seconds(1) });
    await expect(sut.isPresent(socket.accountId, T0, appointmentId)).resolves.toBe(true);
    await expect(sut.isPresent(socket.accountId, T0, randomUUID())).resolves.toBe(false);
    await expect(sut.isPresent(socket.accountId, T0)).resolves.toBe(true);
  });

  it('counts a bare page (no appointment) as present for every appointment', async () => {
    const socket = socketOf();
    await sut.join(socket);
    await expect(sut.isPresent(socket.accountId, T0, randomUUID())).resolves.toBe(true);
  });

  it('removes a socket only for its own account, once', async () => {
    const socket = socketOf();
    await sut.join(socket);

    await expect(sut.leave(socket, randomUUID())).resolves.toBeUndefined();
    await expect(sut.leave(socket, socket.accountId)).resolves.toMatchObject({ accountId: socket.accountId });
    await expect(sut.leave(socket, socket.accountId)).resolves.toBeUndefined();
    await expect(sut.isPresent(socket.accountId, T0)).resolves.toBe(false);
  });

  it('ignores the presence of a silent gateway, and forgets it unless it spoke again', async () => {
    const socket = socketOf({ joinedAt: seconds(0) });
    await sut.join(socket);

    // Seen at 0: live for readers counting from 0, gone for those counting from 1.
    await expect(sut.isPresent(socket.accountId, seconds(1))).resolves.toBe(false);
    await expect(sut.socket(socket, seconds(1))).resolves.toBeUndefined();

    await sut.gatewaySeen(socket.gatewayId, seconds(5));
    // An older heartbeat arriving late does not move it back.
    await sut.gatewaySeen(socket.gatewayId, seconds(2));
    await expect(sut.isPresent(socket.accountId, seconds(5))).resolves.toBe(true);

    await expect(sut.silentGateways(seconds(6))).resolves.toContain(socket.gatewayId);
    await expect(sut.silentGateways(seconds(5))).resolves.not.toContain(socket.gatewayId);
    await expect(sut.forgetGateway(socket.gatewayId, seconds(5))).resolves.toBe(false);
    await expect(sut.socketsOf(socket.gatewayId)).resolves.toHaveLength(1);

    await expect(sut.forgetGateway(socket.gatewayId, seconds(6))).resolves.toBe(true);
    await expect(sut.socketsOf(socket.gatewayId)).resolves.toEqual([]);
  });
});
