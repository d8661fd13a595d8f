import { type ServiceName } from '@vitalsync/contracts';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';

/**
 * Refuses a drizzle schema with a table outside the service's own PostgreSQL schema: services share one database
 * (always in embedded mode), and a table left in `public` would collide with another service's or escape its
 * migrations bookkeeping.
 */
export function assertTablesInServiceSchema(service: ServiceName, schema: Record<string, unknown>): void {
  const strays = Object.values(schema)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table))
    .filter((config) => config.schema !== service)
    .map((config) => `${config.schema ?? 'public'}.${config.name}`);
  if (strays.length > 0) {
    throw new Error(
      `Service "${service}" may only declare tables in pgSchema('${service}'); found: ${strays.join(', ')}`,
    );
  }
}
