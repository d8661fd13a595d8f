import { createServer } from 'node:net';

import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import { BusConfig, loadConfig } from '@vitalsync/config';
import { type Profile, type ServiceHealthReply } from '@vitalsync/contracts';

import { BUS_TIMEOUT_MS, BusClient } from './bus-client';
import { BUS_PROXY } from './bus-proxy';
import { BusModule } from './bus.module';
import { InProcessBroker } from './in-process/in-process-broker';
import { InProcessClient } from './in-process/in-process-client';
import { untypedBusClient } from './untyped-bus-client';

/** A client whose connection to the broker behaves as the test says; it never gets to send anything. */
class UnconnectedClient extends ClientProxy {
  constructor(private readonly connection: () => Promise<never>) {
    super();
  }

  connect(): Promise<never> {
    return this.connection();
  }

  close(): void {
    // Nothing was opened.
  }

  unwrap<T>(): T {
    throw new Error('Not connected.');
  }

  protected publish(_packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    callback({ err: new Error('publish must not be reached') });
    return () => undefined;
  }

  protected dispatchEvent<T>(): Promise<T> {
    return Promise.reject(new Error('dispatchEvent must not be reached'));
  }
}

/** A local port nobody listens on: a NATS URL that refuses connections, as when NATS is down. */
const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No TCP port was assigned.');
  return address.port;
};

const UNAVAILABLE = { code: 'unavailable', message: 'The service behind profiles.get is unavailable.' };

describe('BusClient when the broker is unreachable', () => {
  it('rejects with 503 when the connection fails', async () => {
    const client = new UnconnectedClient(() => Promise.reject(new Error('ECONNREFUSED')));

    await expect(untypedBusClient(client).request('profiles.get', {})).rejects.toEqual(UNAVAILABLE);
  });

  it('rejects with 503, not a timeout, when the connection never comes', async () => {
    const client = new UnconnectedClient(() => new Promise<never>(() => undefined));

    await expect(untypedBusClient(client).request('profiles.get', {}, { timeoutMs: 50 })).rejects.toEqual(
      UNAVAILABLE,
    );
  });

  it('rejects an event with 503 when the connection fails', async () => {
    const client = new UnconnectedClient(() => Promise.reject(new Error('ECONNREFUSED')));

    await expect(untypedBusClient(client).emit('profile.updated', {})).rejects.toEqual({
      code: 'unavailable',
      message: 'The service behind profile.updated is unavailable.',
    });
  });

  describe('with the NATS client of BusModule and NATS down', () => {
    let app: INestApplicationContext;

    beforeEach(async () => {
      const bus = loadConfig(BusConfig, { NATS_URL: `nats://127.0.0.1:${await closedPort()}` });
      app = await NestFactory.createApplicationContext(BusModule.forRoot('nats', bus), { logger: false });
    });

    afterEach(async () => {
      await app.close();
    });

    it('still starts the app and answers 503 for every request', async () => {
      const client = app.get<ClientProxy>(BUS_PROXY);

      await expect(untypedBusClient(client).request('profiles.get', {})).rejects.toEqual(UNAVAILABLE);
      await expect(untypedBusClient(client).request('profiles.get', {})).rejects.toEqual(UNAVAILABLE);
    });
  });
});

describe('BusClient on the in-process bus', () => {
  it('rejects with 500 a payload NATS would refuse as too large', async () => {
    const client = new InProcessClient({ broker: new InProcessBroker() });

    await expect(
      untypedBusClient(client).request('files.upload', { content: 'x'.repeat(1024 * 1024) }),
    ).rejects.toEqual({
      code: 'internal',
      message: 'Internal error.',
    });
  });
});

/** A connected client whose requests never get a reply. */
class SilentClient extends UnconnectedClient {
  constructor() {
    super(() => Promise.resolve(undefined as never));
  }

  protected override publish(): () => void {
    return () => undefined;
  }
}

describe('BusClient deadline', () => {
  it('is BUS_TIMEOUT_MS as BusModule was given it, read once at boot', async () => {
    const bus = loadConfig(BusConfig, { BUS_TIMEOUT_MS: '40' });
    const app = await NestFactory.createApplicationContext(BusModule.forRoot('in-process', bus), {
      logger: false,
    });
    try {
      expect(app.get(BUS_TIMEOUT_MS)).toBe(40);
    } finally {
      await app.close();
    }
  });

  it('fails a request with 504 when that deadline passes without a reply', async () => {
    await expect(untypedBusClient(new SilentClient(), 20).request('profiles.get', {})).rejects.toMatchObject({
      code: 'timeout',
    });
  });
});

describe('BusClient types', () => {
  it('ties each pattern to its request and reply and each subject to its payload (checked by typecheck)', () => {
    const callers = (bus: BusClient) => [
      // @ts-expect-error a profile query carries the actor
      bus.request('profiles.get', {}),
      // @ts-expect-error no contract has this pattern
      bus.request('profiles.gets', { actor: { id: 'x', role: 'user' } }),
      // @ts-expect-error a revocation event carries its expiry
      bus.emit('session.revoked', { sessionId: 'x' }),
      bus.request('auth.health', {}).then((reply): ServiceHealthReply => reply),
      bus.request('profiles.get', { actor: { id: 'x', role: 'user' } }).then((profile): Profile => profile),
    ];
    expect(callers).toBeInstanceOf(Function);
  });
});
