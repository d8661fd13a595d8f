import { type ServiceName } from '@vitalsync/contracts';

/**
 * Connection string of a service: `<SERVICE>_DATABASE_URL` (e.g. `AUTH_DATABASE_URL`), else `DATABASE_URL`,
 * else undefined, which means the embedded PGlite. Empty values count as unset.
 */
export function databaseUrlFor(
  service: ServiceName,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const own = env[`${service.toUpperCase()}_DATABASE_URL`];
  if (own) {
    return own;
  }
  return env['DATABASE_URL'] || undefined;
}
