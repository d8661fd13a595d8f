import { join } from 'node:path';

export const WORKSPACE_ROOT = join(__dirname, '..', '..', '..');

export const fromRoot = (...parts: string[]): string => join(WORKSPACE_ROOT, ...parts);

/** The five services: each its own container, reached over NATS only. */
export const SERVICES = ['auth-svc', 'appointment-svc', 'chat-svc', 'ai-svc', 'signaling-svc'] as const;

/** Every app that runs as its own container (the embedded `standalone` composition does not). */
export const DEPLOYED_APPS = ['gateway', ...SERVICES] as const;

export type DeployedApp = (typeof DEPLOYED_APPS)[number];

/** Metrics and probes of every app (OPS_PORT); never behind a Service or the Ingress. */
export const OPS_PORT = 9400;

export const dockerfileOf = (app: DeployedApp): string => fromRoot('docker', `${app}.Dockerfile`);
