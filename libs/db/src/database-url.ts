import {
  type ServiceConfig,
  type ServiceDatabaseUrlVariable,
  serviceDatabaseUrlVariable,
} from '@vitalsync/config';
import { type ServiceName } from '@vitalsync/contracts';

/** What a service's settings say about its database: the shared part and its own `<SERVICE>_DATABASE_URL`. */
export type ServiceDatabaseSettings = Pick<ServiceConfig, 'database' | 'DATA_DIR'> &
  Partial<Record<ServiceDatabaseUrlVariable, string>>;

/**
 * Connection string of a service: `<SERVICE>_DATABASE_URL` (e.g. `AUTH_DATABASE_URL`), else `DATABASE_URL`,
 * else undefined, which means the embedded PGlite.
 */
export const databaseUrlOf = (service: ServiceName, settings: ServiceDatabaseSettings): string | undefined =>
  settings[serviceDatabaseUrlVariable(service)] ?? settings.database.DATABASE_URL;
