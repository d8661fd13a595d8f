import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { BusClient } from '@vitalsync/bus';
import { type ShutdownStep } from '@vitalsync/service-runtime';

import { type GatewayOptions } from './gateway-options';
import { HttpDrain } from './http-drain';
import { SocketDrain } from './socket-drain';

/** What the gateway's shutdown stops: its HTTP connections and its Socket.IO clients. */
export interface GatewayDrain {
  http: Pick<HttpDrain, 'drain' | 'drained'>;
  sockets: Pick<SocketDrain, 'drain'>;
}

/**
 * Idle keep-alive connections of a draining replica are closed after half the grace period: long enough for
 * the load balancer to have seen /readyz fail and stopped reusing them, short enough to leave the other half for
 * the requests in flight and the close itself. The embedded process has no other replica to send anyone to, so
 * it closes them at once (and Ctrl-C does not wait on a browser's idle connection).
 */
export const idleCloseMsOf = (graceMs: number, mode: GatewayOptions['mode']): number =>
  mode === 'embedded' ? 0 : Math.floor(graceMs / 2);

const drains = new WeakMap<NestFastifyApplication, { http: HttpDrain; sockets: SocketDrain }>();

/**
 * Watches the gateway's HTTP server from its creation on (a drain must know every connection, including those
 * opened before it began), and gives the socket drain the adapter's servers are handed to.
 */
export const prepareGatewayDrain = (
  app: NestFastifyApplication,
  graceMs: number,
  mode: GatewayOptions['mode'],
): SocketDrain => {
  const sockets = new SocketDrain();
  const http = new HttpDrain(app.getHttpServer(), { idleCloseMs: idleCloseMsOf(graceMs, mode) });
  drains.set(app, { http, sockets });
  return sockets;
};

/** The drain prepared for this gateway by createGatewayApp. */
export const gatewayDrainOf = (app: NestFastifyApplication): GatewayDrain => {
  const drain = drains.get(app);
  if (!drain) throw new Error('This gateway was not created by createGatewayApp.');
  return drain;
};

/** The process's readiness (the ops server's /readyz), as far as the shutdown flips it. */
export interface Unready {
  setDraining(): void;
}

export interface GatewayShutdownParts {
  readiness: Unready;
  drain: GatewayDrain;
  bus: Pick<BusClient, 'settled'>;
  app: { close(): Promise<void> };
}

/**
 * The gateway's shutdown, in order: unready at once (the load balancer stops sending work); no new connection or
 * Socket.IO session, and every socket told to reconnect elsewhere; the HTTP requests already accepted finish;
 * the bus requests they and the sockets' last handlers (a call page's leave) sent are answered; then Nest closes
 * the app (its event listener, its bus connection, its timers).
 */
export const gatewayShutdownSteps = ({
  readiness,
  drain,
  bus,
  app,
}: GatewayShutdownParts): ShutdownStep[] => [
  { name: 'mark the gateway unready', run: () => readiness.setDraining() },
  {
    name: 'refuse new connections and move the sockets to another gateway',
    run: () => {
      drain.http.drain();
      return drain.sockets.drain();
    },
  },
  { name: 'finish the HTTP requests in flight', run: () => drain.http.drained() },
  { name: 'finish the bus requests in flight', run: () => bus.settled() },
  { name: 'close the gateway', run: () => app.close() },
];

/** The shutdown of a gateway made by createGatewayApp. */
export const shutdownStepsOf = (app: NestFastifyApplication, readiness: Unready): ShutdownStep[] =>
  gatewayShutdownSteps({ readiness, drain: gatewayDrainOf(app), bus: app.get(BusClient), app });
