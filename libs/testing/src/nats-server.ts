import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type RunningProcess, startProcess } from './node-process';
import { PORT_ATTEMPTS, freePort } from './ports';
import { waitFor } from './wait-for';

const NATS_SERVER = process.env['NATS_SERVER_BIN'] ?? '/usr/sbin/nats-server';

export interface NatsServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Starts it again on the same port (to prove the system recovers). */
  start(): Promise<void>;
}

/** True once a NATS server greets on the port (its INFO line), so another kind of listener is not mistaken for it. */
const natsAnswers = (port: number): Promise<true | undefined> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setEncoding('utf8');
    socket.setTimeout(2000, () => socket.destroy());
    socket.once('data', (greeting: string) => {
      socket.destroy();
      resolve(greeting.startsWith('INFO ') ? true : undefined);
    });
    socket.once('error', () => resolve(undefined));
    socket.once('close', () => resolve(undefined));
  });

/** Starts nats-server on the port and waits until it greets; fails at once if the process ends first. */
const launch = async (port: number, storeDir: string | undefined): Promise<RunningProcess> => {
  const running = startProcess(
    'nats-server',
    NATS_SERVER,
    // JetStream on, as the system needs it, with its store in the test's own folder (kept across a restart).
    ['-a', '127.0.0.1', '-p', String(port), ...(storeDir ? ['-js', '-sd', storeDir] : [])],
    process.env,
  );
  const ended = () => running.child.exitCode !== null || running.child.signalCode !== null;
  try {
    const outcome = await waitFor(async () => (ended() ? 'ended' : natsAnswers(port)), {
      timeoutMs: 10_000,
      intervalMs: 50,
      description: `nats-server on port ${port}`,
    });
    if (outcome === 'ended') throw new Error(`nats-server ended before it answered: ${running.output()}`);
  } catch (error) {
    await running.stop('SIGKILL');
    throw error;
  }
  return running;
};

/**
 * A private nats-server for one test file, so stopping it does not disturb anything else on the machine. Its
 * first start moves to another port if the one it was given was taken meanwhile; a restart keeps the port, since
 * the clients reconnect to it.
 */
export const startNatsServer = async ({ jetStream = true } = {}): Promise<NatsServer> => {
  let running: RunningProcess | undefined;
  // Without JetStream only to prove the services refuse such a server.
  const storeDir = jetStream ? mkdtempSync(join(tmpdir(), 'vitalsync-nats-')) : undefined;
  let port = await freePort();
  for (let attempt = 1; !running; attempt++) {
    try {
      running = await launch(port, storeDir);
    } catch (error) {
      const lost = /EADDRINUSE|address already in use/i.test((error as Error).message);
      if (!lost || attempt >= PORT_ATTEMPTS) throw error;
      port = await freePort();
    }
  }
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    start: async () => {
      running = await launch(port, storeDir);
    },
    stop: async () => {
      await running?.stop('SIGTERM');
      running = undefined;
    },
  };
};
