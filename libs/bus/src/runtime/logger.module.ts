import { type DynamicModule } from '@nestjs/common';
import { type LoggingConfig } from '@vitalsync/config';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';

import { redactLogArguments } from './log-redaction';

/** Paths pino must never print: credentials travel in these headers and bodies. */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  '*.password',
  'passwordHash',
  '*.passwordHash',
];

/** pino settings of every app: level, app name, credential paths redacted, database errors without values. */
export const appLoggerOptions = (app: string, logging: LoggingConfig): pino.LoggerOptions => ({
  level: logging.LOG_LEVEL,
  base: { app: logging.LOG_APP_NAME ?? app },
  redact: REDACTED_PATHS,
  // Database errors carry query parameters (emails, password hashes, health data): never print them.
  hooks: {
    logMethod(args, method) {
      method.apply(this, redactLogArguments(args) as Parameters<typeof method>);
    },
  },
});

/** The level of a request's completion line: debug when it succeeded, info when refused, error when it failed. */
export const requestLogLevel = (
  _request: unknown,
  response: { statusCode: number },
  error?: Error,
): 'debug' | 'info' | 'error' =>
  error || response.statusCode >= 500 ? 'error' : response.statusCode >= 400 ? 'info' : 'debug';

/**
 * Structured JSON logs (pino) for one app; LOG_LEVEL sets the level. nestjs-pino keeps one root logger per
 * process, so a process hosting several apps names itself with LOG_APP_NAME (the `context` field still tells the
 * component).
 */
export const loggerModuleFor = (app: string, logging: LoggingConfig): DynamicModule =>
  LoggerModule.forRoot({
    pinoHttp: {
      logger: pino(appLoggerOptions(app, logging)),
      // Probes hit /api/health every few seconds; logging each would drown real traffic. Behind Fastify's
      // middleware layer the path may be cut down to the mount point, so read the original URL.
      autoLogging: {
        ignore: (req) =>
          ((req as { originalUrl?: string }).originalUrl ?? req.url ?? '').startsWith('/api/health'),
      },
      quietReqLogger: true,
      // One line per refused or failed request; successful ones only at debug, where they cost nothing: at info,
      // serializing and writing a line per request took about a third of the embedded read throughput.
      customLogLevel: requestLogLevel,
    },
  });
