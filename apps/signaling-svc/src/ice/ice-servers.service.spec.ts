import { loadConfig } from '@vitalsync/config';
import { type Actor } from '@vitalsync/contracts';

import { SignalingSvcConfig } from '../config/signaling-svc.config';
import { IceServersService } from './ice-servers.service';
import { turnCredentials } from './turn-credentials';

const actor: Actor = { id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11', role: 'user' };
const NOW = new Date('2030-01-01T00:00:00.000Z');
const SECRET = 'north-wind-secret-0123';

const serviceWith = (env: Record<string, string>) =>
  new IceServersService(loadConfig(SignalingSvcConfig, env), () => NOW);

describe('IceServersService', () => {
  it("hands out the spec's public STUN server by default, for every route", () => {
    expect(serviceWith({}).iceServersFor(actor)).toEqual({
      iceServers: [{ urls: 'stun:stun.l.google.com:19302' }],
      iceTransportPolicy: 'all',
    });
  });

  it('signs TURN entries without a static credential for the actor, expiring after the TTL', () => {
    const service = serviceWith({
      ICE_SERVERS: JSON.stringify([
        { urls: 'stun:stun.example.org:3478' },
        { urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'] },
        { urls: 'turn:static.example.org', username: 'fixed', credential: 'kept' },
      ]),
      TURN_SECRET: SECRET,
      TURN_CREDENTIAL_TTL_SECONDS: '600',
      ICE_TRANSPORT_POLICY: 'relay',
    });

    const reply = service.iceServersFor(actor);

    const expiry = new Date(NOW.getTime() + 600_000);
    expect(reply).toEqual({
      iceServers: [
        { urls: 'stun:stun.example.org:3478' },
        {
          urls: ['turn:turn.example.org:3478?transport=udp', 'turns:turn.example.org:5349'],
          ...turnCredentials(SECRET, actor.id, expiry),
        },
        { urls: 'turn:static.example.org', username: 'fixed', credential: 'kept' },
      ],
      iceTransportPolicy: 'relay',
    });
    expect(reply.iceServers[1]?.username).toBe(`${NOW.getTime() / 1000 + 600}:${actor.id}`);
  });

  it('hands TURN entries out as configured when no secret is set', () => {
    const servers = [{ urls: 'turn:turn.example.org' }];
    expect(serviceWith({ ICE_SERVERS: JSON.stringify(servers) }).iceServersFor(actor).iceServers).toEqual(
      servers,
    );
  });

  it('never hands out the configured list itself (a caller changing it changes nothing here)', () => {
    const service = serviceWith({});
    const [first] = service.iceServersFor(actor).iceServers;
    if (first) first.urls = 'stun:evil';
    expect(service.iceServersFor(actor).iceServers[0]?.urls).toBe('stun:stun.l.google.com:19302');
  });
});
