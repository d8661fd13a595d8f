import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort } from './freePort';

/** Debian's coturn (`apt-get install coturn`): the TURN server people deploy. */
export const TURNSERVER = '/usr/bin/turnserver';

export interface Coturn {
  /** For ICE_SERVERS: `turn:127.0.0.1:<port>?transport=udp`. */
  url: string;
  /** coturn's `static-auth-secret`, which the system signs credentials with (TURN_SECRET). */
  secret: string;
  /** Everything it logged so far (allocations included). */
  log: () => string;
  stop: () => Promise<void>;
}

/** A STUN Binding request (RFC 5389): answered once coturn's UDP listener is up. */
const stunAnswers = (port: number, timeoutMs: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = createSocket('udp4');
    const request = Buffer.concat([
      Buffer.from([0x00, 0x01, 0x00, 0x00, 0x21, 0x12, 0xa4, 0x42]),
      randomBytes(12),
    ]);
    const done = (answered: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolve(answered);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.once('message', () => done(true));
    socket.once('error', () => done(false));
    socket.send(request, port, '127.0.0.1');
  });

const exited = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * Starts coturn on loopback with `use-auth-secret` (time-limited HMAC credentials) and a small relay port range,
 * logging to stdout, and waits until it answers STUN. Fails clearly when coturn is not installed.
 */
export const startCoturn = async (): Promise<Coturn> => {
  if (!existsSync(TURNSERVER)) {
    throw new Error(
      `${TURNSERVER} is missing: the relay test needs Debian's coturn. Install it with "apt-get install -y coturn" (.ci/run does).`,
    );
  }
  // coturn listens on UDP and TCP at this port; a TCP port free on loopback almost always is on UDP too.
  const port = await freePort();
  const secret = randomBytes(24).toString('hex');
  const dir = mkdtempSync(join(tmpdir(), 'vitalsync-coturn-'));
  const relayFloor = 49_152 + Math.floor(Math.random() * 1_000) * 10;
  const child = spawn(
    TURNSERVER,
    [
      '-n',
      '--listening-ip=127.0.0.1',
      `--listening-port=${port}`,
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm=vitalsync',
      '--no-tls',
      '--no-dtls',
      '--relay-ip=127.0.0.1',
      `--min-port=${relayFloor}`,
      `--max-port=${relayFloor + 40}`,
      '--allow-loopback-peers',
      '--no-cli',
      '--log-file=stdout',
      '--simple-log',
      '--verbose',
      `--pidfile=${join(dir, 'turnserver.pid')}`,
      `--userdb=${join(dir, 'turndb')}`,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
    rmSync(dir, { recursive: true, force: true });
  };

  for (let attempt = 0; attempt < 50; attempt++) {
    if (child.exitCode !== null) break;
    if (await stunAnswers(port, 200))
      return { url: `turn:127.0.0.1:${port}?transport=udp`, secret, log: () => output, stop };
  }
  await stop();
  throw new Error(`coturn did not answer STUN on 127.0.0.1:${port}:\n${output.slice(-2_000)}`);
};
