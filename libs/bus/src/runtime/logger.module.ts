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

/** Structured JSON logs (pino) for one app; LOG_LEVEL sets the level (default info). */
export const loggerModuleFor = (app: string, env: NodeJS.ProcessEnv = process.env): DynamicModule =>
  LoggerModule.forRoot({
    pinoHttp: {
      logger: pino({ level: env['LOG_LEVEL'] ?? 'info', base: { app }, redact: REDACTED_PATHS }),
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      quietReqLogger: true,
    },
  });
