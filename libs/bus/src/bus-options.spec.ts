import { type MicroserviceOptions, type NatsOptions } from '@nestjs/microservices';
import { BusConfig, loadConfig } from '@vitalsync/config';

import { busBroadcastListenerOptions, busServerOptions, busTransportOf } from './bus-options';
import { InProcessServer } from './in-process/in-process-server';
import { BusNatsServer } from './nats-server';

const busOf = (env: Record<string, string>): BusConfig => loadConfig(BusConfig, env);
const IN_PROCESS = busOf({});

/** The connection options the NATS server strategy was built with (ServerNats keeps them as `options`). */
const natsOptionsOf = (options: MicroserviceOptions): NatsOptions['options'] => {
  const strategy = 'strategy' in options ? options.strategy : undefined;
  expect(strategy).toBeInstanceOf(BusNatsServer);
  return (strategy as unknown as { options: NatsOptions['options'] }).options;
};

describe('busTransportOf', () => {
  it('is nats when NATS_URL is set, else in-process', () => {
    expect(busTransportOf(busOf({ NATS_URL: 'nats://nats:4222' }))).toBe('nats');
    expect(busTransportOf(IN_PROCESS)).toBe('in-process');
    expect(busTransportOf(busOf({ NATS_URL: ' ' }))).toBe('in-process');
  });
});

describe('busServerOptions', () => {
  it('gives NATS options that reconnect forever and share requests among the replicas of a service', () => {
    const options = busServerOptions('nats', 'auth', busOf({ NATS_URL: 'nats://a:4222, nats://b:4222' }));
    expect(natsOptionsOf(options)).toEqual(
      expect.objectContaining({
        servers: ['nats://a:4222', 'nats://b:4222'],
        queue: 'auth-svc',
        maxReconnectAttempts: -1,
        reconnectTimeWait: 500,
        waitOnFirstConnect: true,
      }),
    );
  });

  it('refuses the nats transport without NATS_URL', () => {
    expect(() => busServerOptions('nats', 'auth', IN_PROCESS)).toThrow('NATS_URL');
  });

  it('gives a fresh in-process server strategy for every service', () => {
    const first = busServerOptions('in-process', 'auth', IN_PROCESS);
    const second = busServerOptions('in-process', 'chat', IN_PROCESS);

    expect('strategy' in first && first.strategy).toBeInstanceOf(InProcessServer);
    expect('strategy' in first && 'strategy' in second && first.strategy !== second.strategy).toBe(true);
  });
});

describe('busBroadcastListenerOptions', () => {
  it('joins no NATS queue group, so every gateway replica receives every event', () => {
    const options = busBroadcastListenerOptions(
      'nats',
      'gateway',
      busOf({ NATS_URL: 'nats://127.0.0.1:4222' }),
    );
    expect(natsOptionsOf(options)).toMatchObject({ name: 'gateway', maxReconnectAttempts: -1 });
    expect(natsOptionsOf(options)?.queue).toBeUndefined();
  });

  it('listens on the shared in-process broker in embedded mode', () => {
    expect(busBroadcastListenerOptions('in-process', 'gateway', IN_PROCESS)).toHaveProperty('strategy');
  });
});
