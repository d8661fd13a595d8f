import { type ServiceName } from '@vitalsync/contracts';

import { Text, UrlOf } from './env-rules';

export const POSTGRES_URL_SCHEMES = ['postgres', 'postgresql'] as const;

/** Where a service keeps its data: PostgreSQL, or the embedded PGlite under DATA_DIR when no URL is set. */
export class DatabaseConfig {
  /** PostgreSQL for every service without a URL of its own. */
  @UrlOf(POSTGRES_URL_SCHEMES, { secret: true })
  readonly DATABASE_URL?: string;

  /** A folder holding `<app>/meta/_journal.json`, looked at before the migrations bundled with the app. */
  @Text()
  readonly MIGRATIONS_ROOT?: string;
}

/** The variable naming one service's own PostgreSQL, e.g. AUTH_DATABASE_URL; each service declares its own. */
export type ServiceDatabaseUrlVariable = `${Uppercase<ServiceName>}_DATABASE_URL`;

export const serviceDatabaseUrlVariable = (service: ServiceName): ServiceDatabaseUrlVariable =>
  `${service.toUpperCase() as Uppercase<ServiceName>}_DATABASE_URL`;
