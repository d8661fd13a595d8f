export { DRIZZLE, type Database, type OpenedDatabase } from './database';
export { databaseUrlOf, type ServiceDatabaseSettings } from './database-url';
export { DbModule, type DbModuleOptions } from './db.module';
export { readAfterUpgradeFromFirstMigration, type UpgradeFromFirstMigration } from './migration-upgrade';
export { resolveMigrationsFolder, type MigrationsFolderLookup } from './migrations-folder';
export { openDatabase, pingDatabase, type OpenDatabaseOptions } from './open-database';
export {
  createTestDatabaseLocation,
  describeEachEngine,
  openTestDatabase,
  testDatabaseEngines,
  type DatabaseEngine,
  type TestDatabaseLocation,
} from './test-database';
export {
  PG_ERROR,
  databaseOutageOf,
  isDatabaseUnavailable,
  isUniqueViolation,
  pgErrorOf,
  type PgErrorInfo,
} from './pg-errors';
