import {
  type AppConfig,
  InvalidConfigError,
  loadConfig,
  type ServiceConfig,
  type StorageConfig,
} from '@vitalsync/config';

import { configClassOf, declaredVariables } from './app-config';
import { configMapData, containerEnv, secretData } from './container-env';
import { kustomize } from './kustomize';
import { exampleSecrets, OVERLAYS } from './overlays';
import { Rendered } from './rendered';
import { DEPLOYED_APPS, type DeployedApp, OPS_PORT, SERVICES } from './workspace';

/** The settings read below, of the classes each app loads (typed by hand: apps cannot be imported). */
type GatewaySettings = AppConfig & {
  storage: StorageConfig;
  PORT: number;
  SESSION_SECRET?: string;
  TRUST_PROXY: boolean | number | string[];
};
type SignalingSettings = ServiceConfig & {
  TURN_SECRET?: string;
  ICE_SERVERS: readonly { urls: string | string[] }[];
};

const ownDatabaseUrl = (service: string): string =>
  `${service.replace(/-svc$/, '').toUpperCase()}_DATABASE_URL`;

/**
 * What a deployment cannot run without although each app starts without it (embedded mode): the bus, the ops
 * port, a database that outlives the pod; for the gateway the secret every replica signs sessions with,
 * shared file storage and the proxy in front; for calls the secret coturn checks credentials with.
 */
const REQUIRED: Record<DeployedApp, string[]> = {
  gateway: [
    'NATS_URL',
    'OPS_PORT',
    'SESSION_SECRET',
    'S3_ENDPOINT',
    'S3_ACCESS_KEY',
    'S3_SECRET_KEY',
    'TRUST_PROXY',
  ],
  'auth-svc': ['NATS_URL', 'OPS_PORT', 'DATABASE_URL|AUTH_DATABASE_URL'],
  'appointment-svc': ['NATS_URL', 'OPS_PORT', 'DATABASE_URL|APPOINTMENT_DATABASE_URL'],
  'chat-svc': ['NATS_URL', 'OPS_PORT', 'DATABASE_URL|CHAT_DATABASE_URL'],
  'ai-svc': ['NATS_URL', 'OPS_PORT', 'DATABASE_URL|AI_DATABASE_URL'],
  'signaling-svc': ['NATS_URL', 'OPS_PORT', 'DATABASE_URL|SIGNALING_DATABASE_URL', 'TURN_SECRET'],
};

/** The loaded settings, or the message naming every variable the app refuses. */
const tryLoad = (
  Config: new () => object,
  env: Record<string, string>,
): { config?: object; problem?: string } => {
  try {
    return { config: loadConfig(Config, env) };
  } catch (error) {
    if (error instanceof InvalidConfigError) return { problem: error.message };
    throw error;
  }
};

describe.each(OVERLAYS)('settings of $dir', ({ dir, flavour, inClusterPostgres }) => {
  let rendered: Rendered;
  beforeAll(() => {
    rendered = new Rendered(kustomize(dir));
  });

  /** The app's container, the environment the kubelet gives it (example Secrets standing in), its config. */
  const settingsOf = async (app: DeployedApp) => {
    const workload = rendered.workload(app);
    const container = workload.containers[0] ?? { name: app };
    const sources = {
      configMaps: configMapData(rendered.all('ConfigMap')),
      secrets: secretData(exampleSecrets()),
    };
    const { env, missing } = containerEnv(container, sources);
    const Config = await configClassOf(app);
    const { config, problem } = tryLoad(Config, env);
    return {
      workload,
      container,
      env,
      missing,
      problem,
      config,
      declared: declaredVariables(loadConfig(Config, {})),
    };
  };

  describe.each(DEPLOYED_APPS)('%s', (app) => {
    it('finds every ConfigMap and Secret it refers to, and starts with what they hold', async () => {
      const { missing, problem, config } = await settingsOf(app);
      expect(missing).toEqual([]);
      expect(problem).toBeUndefined();
      expect(config).toBeDefined();
    });

    it('is given only variables its settings declare (a misspelt one would be ignored)', async () => {
      const { env, declared } = await settingsOf(app);
      expect(Object.keys(env).filter((name) => !declared.includes(name))).toEqual([]);
    });

    it('is given every setting a deployment needs', async () => {
      const { env, declared } = await settingsOf(app);
      for (const requirement of REQUIRED[app]) {
        const choices = requirement.split('|');
        expect([requirement, choices.every((name) => declared.includes(name))]).toEqual([requirement, true]);
        expect([requirement, choices.some((name) => env[name] !== undefined)]).toEqual([requirement, true]);
      }
    });

    it('reaches every NATS server, serves ops on the probed port and writes only under /tmp', async () => {
      const { container, config } = await settingsOf(app);
      const settings = config as AppConfig;
      const nats = rendered.workload('nats');
      const servers = Array.from({ length: nats.replicas }, (_, i) => `nats://nats-${i}.nats:4222`);
      expect(settings.bus.NATS_URL).toEqual(servers);
      expect(settings.ops.OPS_PORT).toBe(OPS_PORT);
      expect(container.ports?.find((port) => port.name === 'ops')?.containerPort).toBe(settings.ops.OPS_PORT);
      const tmp = container.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
      expect(tmp).toBeDefined();
      expect(settings.DATA_DIR.startsWith('/tmp/')).toBe(true);
    });

    it('finishes its shutdown within the pod grace period, after the preStop pause', async () => {
      const { workload, container, config } = await settingsOf(app);
      const pause = Number(container.lifecycle?.preStop?.exec?.command?.[1] ?? 0);
      const grace = workload.pod.terminationGracePeriodSeconds ?? 30;
      expect(pause * 1000 + (config as AppConfig).shutdown.SHUTDOWN_GRACE_MS).toBeLessThan(grace * 1000);
    });
  });

  it.each(SERVICES)('gives %s a PostgreSQL database that outlives its pods', async (service) => {
    const { env } = await settingsOf(service);
    const url = new URL(env[ownDatabaseUrl(service)] ?? env['DATABASE_URL'] ?? '');
    expect(url.protocol).toBe('postgres:');
    // With an external server the URL is the operator's own; the in-cluster one is the postgres Service.
    if (inClusterPostgres)
      expect(url.host).toBe(`postgres:${rendered.get('Service', 'postgres').spec?.ports?.[0]?.port}`);
  });

  it('gives every gateway the same session secret, shared file storage and one trusted proxy', async () => {
    const { container, config } = await settingsOf('gateway');
    const gateway = config as GatewaySettings;
    expect(gateway.SESSION_SECRET).toBeDefined();
    expect(gateway.storage.S3_ENDPOINT).toBe('http://minio:9000');
    expect(rendered.get('Service', 'minio').spec?.ports?.[0]?.port).toBe(9000);
    expect(gateway.TRUST_PROXY).toBe(1);
    expect(container.ports?.find((port) => port.name === 'http')?.containerPort).toBe(gateway.PORT);
  });

  it('hands browsers STUN/TURN servers without static credentials; TURN ones are signed', async () => {
    const { config } = await settingsOf('signaling-svc');
    const signaling = config as SignalingSettings;
    expect(signaling.TURN_SECRET).toBeDefined();
    const urls = signaling.ICE_SERVERS.flatMap(({ urls: entry }) => (Array.isArray(entry) ? entry : [entry]));
    expect(signaling.ICE_SERVERS.every((server) => !('credential' in server))).toBe(true);
    // dev relies on STUN (browsers on one machine or network); prod relays through its coturn.
    if (flavour === 'prod') expect(urls.some((url) => url.startsWith('turn:'))).toBe(true);
    else expect(urls.length).toBeGreaterThan(0);
  });
});
