/** Login limits and session lifetime of auth-svc, read once from the environment at start. */
export interface AuthConfig {
  /** Failed logins of one role+email within the window that lock it (LOGIN_MAX_FAILURES_PER_EMAIL, 5). */
  maxFailuresPerEmail: number;
  /** Failed logins from one address within the window that lock it (LOGIN_MAX_FAILURES_PER_IP, 100). */
  maxFailuresPerIp: number;
  /** Length of the counting window (LOGIN_WINDOW_MINUTES, 15). */
  windowMinutes: number;
  /** How long a locked email or address stays locked (LOGIN_LOCK_MINUTES, 15). */
  lockMinutes: number;
  /** Lifetime of a session from login (SESSION_TTL_HOURS, 12). */
  sessionTtlHours: number;
}

export const AUTH_CONFIG = Symbol.for('vitalsync.auth.config');

const DEFAULTS = {
  LOGIN_MAX_FAILURES_PER_EMAIL: 5,
  LOGIN_MAX_FAILURES_PER_IP: 100,
  LOGIN_WINDOW_MINUTES: 15,
  LOGIN_LOCK_MINUTES: 15,
  SESSION_TTL_HOURS: 12,
} as const;

type Setting = keyof typeof DEFAULTS;

/** A positive whole number, or the default when unset; anything else stops the service (a typo must not lift a limit). */
const positiveInteger = (env: NodeJS.ProcessEnv, name: Setting): number => {
  const raw = env[name]?.trim();
  if (!raw) return DEFAULTS[name];
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, got "${raw}".`);
  }
  return value;
};

export const authConfigFromEnv = (env: NodeJS.ProcessEnv = process.env): AuthConfig => ({
  maxFailuresPerEmail: positiveInteger(env, 'LOGIN_MAX_FAILURES_PER_EMAIL'),
  maxFailuresPerIp: positiveInteger(env, 'LOGIN_MAX_FAILURES_PER_IP'),
  windowMinutes: positiveInteger(env, 'LOGIN_WINDOW_MINUTES'),
  lockMinutes: positiveInteger(env, 'LOGIN_LOCK_MINUTES'),
  sessionTtlHours: positiveInteger(env, 'SESSION_TTL_HOURS'),
});
