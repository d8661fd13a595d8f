import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { type RunningProcess } from './node-process';

/**
 * How often a launcher picks another port when its process lost the port to someone else (see lostPortRace).
 */
export const PORT_ATTEMPTS = 3;

/**
 * Ports handed out to test processes of this machine, one file per port holding the pid that took it. A free
 * port is only free until somebody binds it, and the child that will bind it starts seconds later: without the
 * note, a parallel Jest worker asking the OS for a free port meanwhile could be given the same one, and its
 * health probe would then reach our gateway instead of its own.
 */
const RESERVATIONS = join(tmpdir(), 'vitalsync-test-ports');

const isAlive = (pid: number): boolean => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const ownerOf = (file: string): number | undefined => {
  try {
    return Number(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

let swept = false;

/** Once per process: forgets the notes of test processes that have ended. */
const sweepReservations = (): void => {
  if (swept) return;
  swept = true;
  for (const name of readdirSync(RESERVATIONS)) {
    const owner = ownerOf(join(RESERVATIONS, name));
    if (owner !== undefined && !isAlive(owner)) rmSync(join(RESERVATIONS, name), { force: true });
  }
};

/** Notes the port as this process's; false when another live test process (or this one) already has it. */
const reserve = (port: number): boolean => {
  const file = join(RESERVATIONS, String(port));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(file);
      if (owner === undefined || owner === process.pid || isAlive(owner)) return false;
      rmSync(file, { force: true });
    }
  }
  return false;
};

/** A TCP port the OS reports free on 127.0.0.1 right now. */
const unusedPort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/**
 * A TCP port free on 127.0.0.1 right now that no other test process of this machine has been given (for the
 * life of the process that takes it). Something else may still bind it before the child does: launchers retry
 * on another port when lostPortRace says so.
 */
export const freePort = async (): Promise<number> => {
  mkdirSync(RESERVATIONS, { recursive: true });
  sweepReservations();
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = await unusedPort();
    if (reserve(port)) return port;
  }
  throw new Error(`No free port that no other test process holds (see ${RESERVATIONS})`);
};

/** The process could not listen because its port was taken between freePort() and its start. */
export const lostPortRace = (running: RunningProcess): boolean =>
  /EADDRINUSE|address already in use/i.test(running.output());
