import { OneOf, Text } from './env-rules';

/** pino's levels; `silent` turns logging off. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** How an app logs (pino). */
export class LoggingConfig {
  @OneOf(LOG_LEVELS)
  readonly LOG_LEVEL: string = 'info';

  /** The `app` field of every line; unset: the app's own name. */
  @Text()
  readonly LOG_APP_NAME?: string;
}
