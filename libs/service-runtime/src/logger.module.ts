import { type DynamicModule } from '@nestjs/common';
import { requestIdLogFields } from '@vitalsync/backend';
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

/**
 * pino settings of every app: level, app name, the request id in scope on every line, credential paths redacted,
 * database errors without values.
 */
export const appLoggerOptions = (app: string, logging: LoggingConfig): pino.LoggerOptions => ({
  level: logging.LOG_LEVEL,
  base: { app: logging.LOG_APP_NAME ?? app },
  redact: REDACTED_PATHS,
  mixin: requestIdLogFields,
  // Database errors carry query parameters (emails, password hashes, health data): never print them.
  hooks: {
    logMethod(args, method) {
      method.apply(this, redactLogArguments(args) as Parameters<typeof method>);
    },
  },
});

/**
 * Structured JSON logs (pino) for one app; LOG_LEVEL sets the level. nestjs-pino keeps one root logger per
 * process, so a process hosting several apps names itself with LOG_APP_NAME (the `context` field still tells the
 * component). No per-request middleware: the gateway writes its request lines from Fastify hooks.
 */
export const loggerModuleFor = (app: string, logging: LoggingConfig): DynamicModule =>
  LoggerModule.forRoot({ pinoHttp: { logger: pino(appLoggerOptions(app, logging)) }, forRoutes: [] });
