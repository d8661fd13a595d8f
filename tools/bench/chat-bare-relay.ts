import { fork } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';

import { CHAT_NAMESPACE } from '@vitalsync/contracts';
import { connectSocket, freePort, workspaceRoot } from '@vitalsync/testing';

import { inPool } from './appointment-seeding';
import { type RelayPair, RelayLoad } from './chat-relay-load';

export interface BareRelay {
  load: RelayLoad;
  pid: number | undefined;
  stop(): void;
}

/** Sockets connecting and joining at once, as for the system. */
const CONNECT_POOL = 20;

/** The bare Socket.IO relay (chat-bare-relay-server.mjs) in its own process, with two joined sockets per room. */
export const startBareRelay = async (rooms: number): Promise<BareRelay> => {
  const port = await freePort();
  const child = fork(join(workspaceRoot(), 'tools', 'bench', 'chat-bare-relay-server.mjs'), {
    env: { ...process.env, PORT: String(port) },
  });
  await once(child, 'message');
  const baseUrl = `http://127.0.0.1:${port}`;
  const pairs: RelayPair[] = [];
  const tab = async (roomId: string) => {
    const socket = await connectSocket(baseUrl, CHAT_NAMESPACE);
    await socket.emitWithAck('join-user', { roomId });
    return socket;
  };
  try {
    await inPool(rooms, CONNECT_POOL, async (index) => {
      const roomId = `room-${index}`;
      pairs.push({ roomId, sides: [await tab(roomId), await tab(roomId)] });
    });
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    load: new RelayLoad(pairs, 'bare'),
    pid: child.pid,
    stop: () => {
      for (const { sides } of pairs) for (const socket of sides) socket.close();
      child.kill('SIGTERM');
    },
  };
};
