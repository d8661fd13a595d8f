import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';

import { processMetrics, type VitalSyncMetrics } from './metrics';
import { processReadiness, type Readiness } from './readiness';

/** The part of a pino logger the ops server writes with. */
export interface OpsLogger {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface OpsServerOptions {
  /** OPS_PORT: unset serves nothing (readiness is still kept), 0 takes any free port. */
  port: number | undefined;
  /** Unset: every interface, so the cluster's probes and Prometheus reach the pod. */
  host?: string;
  logger: OpsLogger;
  metrics?: VitalSyncMetrics;
  readiness?: Readiness;
}

/** The operations side of a process, as its entry point drives it. */
export interface OpsServer {
  /** The port it listens on; undefined when OPS_PORT is unset. */
  readonly port: number | undefined;
  /** Every app of the process listens: /readyz follows its checks from now on. */
  markServing(): void;
  /** SIGTERM: /readyz answers 503 from now on; /livez and /metrics keep answering until close. */
  setDraining(): void;
  close(): Promise<void>;
}

const PATHS = ['/metrics', '/livez', '/readyz'] as const;
type OpsPath = (typeof PATHS)[number];

const isOpsPath = (path: string): path is OpsPath => (PATHS as readonly string[]).includes(path);

const send = (response: ServerResponse, status: number, contentType: string, body: string): void => {
  response.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body);
};

const sendJson = (response: ServerResponse, status: number, body: object): void =>
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(body));

const answer = async (
  path: OpsPath,
  response: ServerResponse,
  metrics: VitalSyncMetrics,
  readiness: Readiness,
): Promise<void> => {
  switch (path) {
    case '/metrics':
      send(response, 200, metrics.registry.contentType, await metrics.registry.metrics());
      return;
    case '/livez':
      // The event loop answered: that is what liveness means here. Dependencies belong to readiness.
      sendJson(response, 200, { status: 'alive' });
      return;
    case '/readyz': {
      const { ready, state, failing } = await readiness.report();
      sendJson(response, ready ? 200 : 503, ready ? { status: 'ready' } : { status: state, failing });
      return;
    }
  }
};

const handler =
  (metrics: VitalSyncMetrics, readiness: Readiness, logger: OpsLogger) =>
  (request: IncomingMessage, response: ServerResponse): void => {
    const path = (request.url ?? '/').split('?', 1)[0] ?? '/';
    if (!isOpsPath(path)) {
      sendJson(response, 404, { status: 'error', message: 'Not found.' });
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      sendJson(response, 405, { status: 'error', message: 'Only GET is allowed.' });
      return;
    }
    answer(path, response, metrics, readiness).catch((error: unknown) => {
      logger.error({ err: error, path }, 'ops request failed');
      if (!response.headersSent) sendJson(response, 500, { status: 'error', message: 'Internal error.' });
    });
  };

const listening = async (server: Server, port: number, host: string | undefined): Promise<number> => {
  server.listen(port, host);
  await Promise.race([
    once(server, 'listening'),
    once(server, 'error').then(([error]) => Promise.reject(error as Error)),
  ]);
  return (server.address() as AddressInfo).port;
};

/**
 * Serves /metrics (Prometheus text), /livez and /readyz on a port of its own, never on the app's public one:
 * the ingress routes only the gateway's HTTP port, so neither metrics nor probes are reachable from outside.
 * Started before the apps, so liveness answers while migrations run; readiness waits for markServing.
 */
export const startOpsServer = async (options: OpsServerOptions): Promise<OpsServer> => {
  const metrics = options.metrics ?? processMetrics();
  const readiness = options.readiness ?? processReadiness();
  const control = {
    markServing: () => readiness.markServing(),
    setDraining: () => readiness.setDraining(),
  };
  if (options.port === undefined) return { port: undefined, ...control, close: async () => undefined };

  const server = createServer(handler(metrics, readiness, options.logger));
  const port = await listening(server, options.port, options.host);
  options.logger.info({ port }, `Ops server (/metrics, /livez, /readyz) listening on port ${port}`);
  return {
    port,
    ...control,
    close: async () => {
      const closed = once(server, 'close');
      server.close();
      // A scraper's keep-alive connection would otherwise hold the close open until it times out.
      server.closeAllConnections();
      await closed;
    },
  };
};
