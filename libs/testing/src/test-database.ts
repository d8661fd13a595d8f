import {
  type Database,
  type DatabaseEngine,
  type OpenDatabaseOptions,
  type OpenedDatabase,
  openTestDatabase,
} from '@vitalsync/db';

/**
 * For a Jest suite: opens the service's throwaway database on `engine` before the suite (migrations applied)
 * and closes it after; the returned getter gives the database inside tests.
 */
export const useTestDatabase = (
  engine: DatabaseEngine,
  options: Pick<OpenDatabaseOptions, 'service' | 'schema' | 'migrationsFolder'>,
): (() => Database) => {
  let opened: OpenedDatabase | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(engine, options);
  });
  afterAll(() => opened?.close());
  return () => {
    if (!opened) throw new Error('The test database is not open: use it inside tests, not at describe time.');
    return opened.db;
  };
};
