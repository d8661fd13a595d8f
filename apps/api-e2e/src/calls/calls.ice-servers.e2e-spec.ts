import { createHmac } from 'node:crypto';

import { type IceServersResponse } from '@vitalsync/contracts';
import {
  ApiClient,
  ICE_SERVERS_PATH,
  type Participant,
  RUN_MODES,
  type SystemUnderTest,
  signedInParticipant,
  startSystem,
} from '@vitalsync/testing';

const TURN_SECRET = 'a-test-turn-secret-of-some-length';
const TTL_SECONDS = 600;
const STUN = { urls: 'stun:stun.example.org:3478' };
const TURN_URLS = ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'];
const STATIC_TURN = { urls: 'turn:static.example.org:3478', username: 'fixed', credential: 'fixed-secret' };

describe.each(RUN_MODES)('ICE servers GET /api/video-call/ice-servers (%s mode)', (mode) => {
  let system: SystemUnderTest;
  let patient: Participant;

  beforeAll(async () => {
    system = await startSystem(mode, {
      ICE_SERVERS: JSON.stringify([STUN, { urls: TURN_URLS }, STATIC_TURN]),
      TURN_SECRET,
      TURN_CREDENTIAL_TTL_SECONDS: String(TTL_SECONDS),
    });
    patient = await signedInParticipant(system.baseUrl, 'user');
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('should refuse a caller without a session', async () => {
    expect((await new ApiClient(system.baseUrl).get(ICE_SERVERS_PATH)).status).toBe(401);
  });

  it('should hand out the configured servers, the TURN one with coturn use-auth-secret credentials for the caller that expire within the TTL', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await patient.client.get<IceServersResponse>(ICE_SERVERS_PATH);
    const after = Math.ceil(Date.now() / 1000);
    expect(response.status).toBe(200);
    const { status, iceServers, iceTransportPolicy } = response.body;
    expect({ status, iceTransportPolicy }).toEqual({ status: 'success', iceTransportPolicy: 'all' });
    expect(iceServers).toHaveLength(3);
    expect(iceServers[0]).toEqual(STUN);
    expect(iceServers[2]).toEqual(STATIC_TURN);

    const turn = iceServers[1];
    expect(turn?.urls).toEqual(TURN_URLS);
    const [expiry, accountId] = (turn?.username ?? '').split(':');
    expect(accountId).toBe(patient.id);
    expect(Number(expiry)).toBeGreaterThan(before);
    expect(Number(expiry)).toBeLessThanOrEqual(after + TTL_SECONDS);
    expect(turn?.credential).toBe(
      createHmac('sha1', TURN_SECRET)
        .update(turn?.username ?? '')
        .digest('base64'),
    );
  });
});
