export { EnvVariable, type EnvVariableRule } from './env-variable';
export {
  OneOf,
  OriginList,
  PortNumber,
  PortOrAnyFree,
  PositiveWholeNumber,
  Text,
  TrustedProxies,
  UrlListOf,
  UrlOf,
  type ProxyTrust,
  type TextOptions,
} from './env-rules';
export {
  InvalidConfigError,
  configOrExit,
  loadConfig,
  loadConfigs,
  type ConfigSchema,
  type EnvRecord,
} from './load-config';
export { ConfigPart } from './config-part';
export { configModuleOf } from './config.module';
export { LOG_LEVELS, LoggingConfig } from './logging.config';
export { BusConfig } from './bus.config';
export {
  DatabaseConfig,
  POSTGRES_URL_SCHEMES,
  serviceDatabaseUrlVariable,
  type ServiceDatabaseUrlVariable,
} from './database.config';
export { StorageConfig } from './storage.config';
export { MailConfig } from './mail.config';
export { OpsConfig } from './ops.config';
export { ShutdownConfig } from './shutdown.config';
export { AppConfig, ServiceConfig } from './app.config';
