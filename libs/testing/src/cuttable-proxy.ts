import { once } from 'node:events';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/**
 * How a cut looks to the clients: `refuse` is a server that is down (its open connections reset, new ones refused,
 * ECONNREFUSED: the proxy stops listening); `reset` is a server that is restarting or a network that drops
 * connections (every connection, open or new, is reset at once after it is accepted: ECONNRESET).
 */
export type CutMode = 'refuse' | 'reset';

export interface CuttableProxy {
  /** The proxy's port on 127.0.0.1; it keeps it across cuts. */
  port: number;
  /** Connections passed on to the upstream so far. */
  readonly connections: number;
  /** Connections refused or reset while cut. */
  readonly refused: number;
  /** Cuts the upstream off: open connections are reset, new ones fail as `mode` says, until `restore`. */
  cut(mode?: CutMode): Promise<void>;
  /** Passes connections on again (on the same port). */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** Resets a socket (RST), as a server that went away would; a plain destroy where RST is not possible. */
const reset = (socket: Socket): void => {
  if (socket.destroyed) return;
  try {
    socket.resetAndDestroy();
  } catch {
    socket.destroy();
  }
};

/**
 * A TCP proxy in front of one local port (a database, a broker) that a test can cut off for a while, so an outage
 * of that server can be staged without touching the machine's own server. Bytes pass through unchanged; a cut
 * resets every open connection, and until `restore` new ones are refused or reset.
 */
export const startCuttableProxy = async (
  upstreamPort: number,
  upstreamHost = '127.0.0.1',
): Promise<CuttableProxy> => {
  const open = new Set<Socket>();
  let mode: CutMode | undefined;
  let connections = 0;
  let refused = 0;

  const track = (socket: Socket): void => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  };

  const server: Server = createServer({ pauseOnConnect: true }, (client) => {
    client.on('error', () => undefined);
    if (mode !== undefined) {
      refused += 1;
      reset(client);
      return;
    }
    track(client);
    const upstream = connect(upstreamPort, upstreamHost);
    track(upstream);
    // Either side failing ends the other as abruptly: what a client of the real server would see.
    upstream.on('error', () => reset(client));
    client.on('error', () => reset(upstream));
    upstream.once('connect', () => {
      connections += 1;
      client.pipe(upstream);
      upstream.pipe(client);
      client.resume();
    });
    upstream.once('close', () => client.end());
    client.once('close', () => upstream.end());
  });

  const listen = async (port: number): Promise<number> => {
    server.listen(port, '127.0.0.1');
    await Promise.race([
      once(server, 'listening'),
      once(server, 'error').then(([error]) => {
        throw error;
      }),
    ]);
    return (server.address() as AddressInfo).port;
  };

  const stopListening = async (): Promise<void> => {
    if (!server.listening) return;
    const closed = once(server, 'close');
    server.close();
    await closed;
  };

  const port = await listen(0);

  return {
    port,
    get connections() {
      return connections;
    },
    get refused() {
      return refused;
    },
    cut: async (how: CutMode = 'refuse') => {
      mode = how;
      for (const socket of [...open]) reset(socket);
      // Not listening: the kernel refuses connections to the port (ECONNREFUSED) until restore listens again.
      if (how === 'refuse') await stopListening();
    },
    restore: async () => {
      mode = undefined;
      if (!server.listening) await listen(port);
    },
    close: async () => {
      mode = 'refuse';
      for (const socket of [...open]) reset(socket);
      await stopListening();
    },
  };
};
