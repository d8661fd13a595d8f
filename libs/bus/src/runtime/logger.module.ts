import { type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import pino from 'pino';

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
 * Structured JSON logs (pino) for one app; LOG_LEVEL sets the level (default info). nestjs-pino keeps one root
 * logger per process, so a process hosting several apps names itself with LOG_APP_NAME (the `context` field still
 * tells the component).
 */
export const loggerModuleFor = (app: string, env: NodeJS.ProcessEnv = process.env): DynamicModule =>
  LoggerModule.forRoot({
    pinoHttp: {
      logger: pino({
        level: env['LOG_LEVEL'] ?? 'info',
        base: { app: env['LOG_APP_NAME'] ?? app },
        redact: REDACTED_PATHS,
      }),
      // Probes hit /api/health every few seconds; logging each would drown real traffic. Behind Fastify's
      // middleware layer the path may be cut down to the mount point, so read the original URL.
      autoLogging: {
        ignore: (req) =>
          ((req as { originalUrl?: string }).originalUrl ?? req.url ?? '').startsWith('/api/health'),
      },
      quietReqLogger: true,
    },
  });
