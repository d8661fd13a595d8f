import { BusConfig } from './bus.config';
import { ConfigPart } from './config-part';
import { DatabaseConfig } from './database.config';
import { Text } from './env-rules';
import { LoggingConfig } from './logging.config';
import { OpsConfig } from './ops.config';
import { ShutdownConfig } from './shutdown.config';

/** What every app of the system reads: how it logs, how it reaches the others, where embedded data lives. */
export class AppConfig {
  @ConfigPart(LoggingConfig)
  readonly logging!: LoggingConfig;

  @ConfigPart(BusConfig)
  readonly bus!: BusConfig;

  @ConfigPart(OpsConfig)
  readonly ops!: OpsConfig;

  @ConfigPart(ShutdownConfig)
  readonly shutdown!: ShutdownConfig;

  /** Embedded mode: PGlite (`db/`), uploaded files (`files/`) and the generated session secret. */
  @Text()
  readonly DATA_DIR: string = './data';
}

/**
 * What every back-end service reads. Each service's class extends it with its own settings, among them its own
 * `<SERVICE>_DATABASE_URL` (see serviceDatabaseUrlVariable), which comes before DATABASE_URL.
 */
export class ServiceConfig extends AppConfig {
  @ConfigPart(DatabaseConfig)
  readonly database!: DatabaseConfig;
}
