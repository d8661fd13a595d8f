import { type RunningProcess, startProcess } from './node-process';
import { freePort } from './ports';
import { waitFor } from './wait-for';
import { connect } from 'node:net';

const NATS_SERVER = process.env['NATS_SERVER_BIN'] ?? '/usr/sbin/nats-server';

export interface NatsServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Starts it again on the same port (to prove the system recovers). */
  start(): Promise<void>;
}

const portAnswers = (port: number): Promise<true | undefined> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(undefined));
  });

/** A private nats-server for one test file, so stopping it does not disturb anything else on the machine. */
export const startNatsServer = async (): Promise<NatsServer> => {
  const port = await freePort();
  let running: RunningProcess | undefined;
  const start = async (): Promise<void> => {
    running = startProcess('nats-server', NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port)], process.env);
    await waitFor(() => portAnswers(port), { timeoutMs: 10_000, description: `nats-server on port ${port}` });
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    start,
    stop: async () => {
      await running?.stop('SIGTERM');
      running = undefined;
    },
  };
};
