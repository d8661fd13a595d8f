import { once } from 'node:events';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/**
 * round-robin: each connection goes to the next upstream in turn (a load balancer spreading work);
 * in-order: each goes to the first upstream that accepts it (sockets that must start on one gateway).
 */
export type ProxyOrder = 'round-robin' | 'in-order';

/** One connection the proxy passed on: to which upstream, and how many refused it first. */
export interface ProxiedConnection {
  upstream: number;
  refusedBefore: number;
}

export interface RoundRobinProxy {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Every connection passed on so far, in order. */
  readonly connections: readonly ProxiedConnection[];
  /** Connections ended because every upstream refused them. */
  readonly unroutable: number;
  /** Resolves once `count` connections in total have been passed on to the upstream port. */
  connectionsTo(upstream: number, count: number): Promise<void>;
  close(): Promise<void>;
}

const isRefusal = (error: NodeJS.ErrnoException): boolean => error.code === 'ECONNREFUSED';

/**
 * A TCP proxy in front of local ports, the stand-in for a load balancer in a rolling restart. It retries
 * nothing but a refused connection: the client's bytes wait (the client socket is paused) until an upstream
 * has accepted, so trying the next upstream after ECONNREFUSED can never send a request twice. Anything after
 * that (a reset, a close) reaches the client as it happened. HTTP keep-alive and websockets pass through as they
 * are: a client connection stays with the upstream that accepted it.
 */
export const startRoundRobinProxy = async (
  upstreams: readonly number[],
  order: ProxyOrder = 'round-robin',
): Promise<RoundRobinProxy> => {
  const connections: ProxiedConnection[] = [];
  const open = new Set<Socket>();
  const waiters = new Set<() => void>();
  let unroutable = 0;
  let next = 0;

  const countTo = (upstream: number): number => connections.filter((c) => c.upstream === upstream).length;

  const splice = (client: Socket, upstream: Socket): void => {
    open.add(upstream);
    upstream.once('close', () => open.delete(upstream));
    // Errors are passed on as a closed connection, which is all a client of a real proxy would see.
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    client.resume();
  };

  const route = (client: Socket, candidates: number[], refusedBefore: number): void => {
    const [port, ...rest] = candidates;
    if (port === undefined) {
      unroutable += 1;
      client.destroy();
      return;
    }
    const upstream = connect(port, '127.0.0.1');
    upstream.once('error', (error: NodeJS.ErrnoException) => {
      if (isRefusal(error)) route(client, rest, refusedBefore + 1);
      else client.destroy();
    });
    upstream.once('connect', () => {
      upstream.removeAllListeners('error');
      if (client.destroyed) {
        upstream.destroy();
        return;
      }
      connections.push({ upstream: port, refusedBefore });
      for (const wake of [...waiters]) wake();
      splice(client, upstream);
    });
  };

  const server: Server = createServer({ pauseOnConnect: true }, (client) => {
    // A client gone while its upstream is chosen: nothing to pass on (splice handles errors after that).
    client.on('error', () => undefined);
    open.add(client);
    client.once('close', () => open.delete(client));
    const start = order === 'round-robin' ? next++ % upstreams.length : 0;
    route(client, [...upstreams.slice(start), ...upstreams.slice(0, start)], 0);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    connections,
    get unroutable() {
      return unroutable;
    },
    connectionsTo: async (upstream, count) => {
      while (countTo(upstream) < count) {
        await new Promise<void>((resolve) => {
          const wake = (): void => {
            waiters.delete(wake);
            resolve();
          };
          waiters.add(wake);
        });
      }
    },
    close: async () => {
      const closed = once(server, 'close');
      server.close();
      for (const socket of open) socket.destroy();
      await closed;
    },
  };
};
