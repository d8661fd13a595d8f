import { randomBytes } from 'node:crypto';

import { type ServiceName, SERVICE_NAMES } from '@vitalsync/contracts';
import { Client } from 'pg';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ServiceDatabases {
  urls: Record<ServiceName, string>;
  drop(): Promise<void>;
}

const withAdmin = async <T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> => {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** One throwaway PostgreSQL database per service, as distributed mode runs them. */
export const createServiceDatabases = async (adminUrl = DEFAULT_ADMIN_URL): Promise<ServiceDatabases> => {
  const prefix = `vitalsync_test_${randomBytes(4).toString('hex')}`;
  const names = Object.fromEntries(
    SERVICE_NAMES.map((service) => [service, `${prefix}_${service}`]),
  ) as Record<ServiceName, string>;
  await withAdmin(adminUrl, async (client) => {
    for (const name of Object.values(names)) await client.query(`CREATE DATABASE "${name}"`);
  });
  const urls = Object.fromEntries(
    SERVICE_NAMES.map((service) => {
      const url = new URL(adminUrl);
      url.pathname = `/${names[service]}`;
      return [service, url.toString()];
    }),
  ) as Record<ServiceName, string>;
  return {
    urls,
    drop: () =>
      withAdmin(adminUrl, async (client) => {
        for (const name of Object.values(names))
          await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }),
  };
};
