import { AiSvcConfig } from '@vitalsync/ai-svc';
import { AppointmentSvcConfig } from '@vitalsync/appointment-svc';
import { AuthSvcConfig } from '@vitalsync/auth-svc';
import { ChatSvcConfig } from '@vitalsync/chat-svc';
import { type EnvRecord, loadConfigs } from '@vitalsync/config';
import { GatewayConfig } from '@vitalsync/gateway';
import { SignalingSvcConfig } from '@vitalsync/signaling-svc';

/** Every app's schema, by the name the embedded process starts it under. */
const EMBEDDED_SCHEMAS = {
  gateway: GatewayConfig,
  auth: AuthSvcConfig,
  appointment: AppointmentSvcConfig,
  chat: ChatSvcConfig,
  ai: AiSvcConfig,
  signaling: SignalingSvcConfig,
};

export type EmbeddedConfigs = {
  [App in keyof typeof EMBEDDED_SCHEMAS]: InstanceType<(typeof EMBEDDED_SCHEMAS)[App]>;
};

/** nestjs-pino keeps one root logger per process, so the embedded process logs under one name unless told. */
const EMBEDDED_DEFAULTS: EnvRecord = { LOG_APP_NAME: 'vitalsync-embedded' };

/**
 * The embedded process runs every app on its in-process bus, so NATS_URL means nothing to it. Left in, it would
 * send durable events to a JetStream the in-process gateway never reads (CI exports NATS_URL for the other
 * suites): no push would arrive.
 */
const IGNORED_IN_EMBEDDED_MODE = new Set(['NATS_URL']);

/**
 * The settings of every app the process hosts, all read before anything starts: one error names the bad
 * variables of all of them.
 */
export const loadEmbeddedConfigs = (env: EnvRecord): EmbeddedConfigs =>
  loadConfigs(EMBEDDED_SCHEMAS, {
    ...EMBEDDED_DEFAULTS,
    ...Object.fromEntries(Object.entries(env).filter(([name]) => !IGNORED_IN_EMBEDDED_MODE.has(name))),
  });
