import { Writable } from 'node:stream';

import { runWithRequestId } from '@vitalsync/backend';
import { loadConfig, LoggingConfig } from '@vitalsync/config';
import pino from 'pino';

import { appLoggerOptions } from './logger.module';

const capture = () => {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      callback();
    },
  });
  return { lines, logger: pino(appLoggerOptions('auth-svc', loadConfig(LoggingConfig, {})), stream) };
};

describe('appLoggerOptions', () => {
  it('names the request in scope on every line, and none outside a request', () => {
    const { lines, logger } = capture();
    runWithRequestId('req-1', () => {
      logger.info('profile saved');
      logger.warn({ pattern: 'profiles.save' }, 'slow');
    });
    logger.info('started');
    expect(lines.map(({ msg, requestId }) => ({ msg, requestId }))).toEqual([
      { msg: 'profile saved', requestId: 'req-1' },
      { msg: 'slow', requestId: 'req-1' },
      { msg: 'started', requestId: undefined },
    ]);
    expect(lines[1]).toMatchObject({ app: 'auth-svc', pattern: 'profiles.save' });
  });

  it('keeps redacting credentials on lines that name a request', () => {
    const { lines, logger } = capture();
    runWithRequestId('req-2', () => logger.info({ password: 'hunter2hunter2' }, 'login'));
    expect(lines).toEqual([expect.objectContaining({ requestId: 'req-2', password: '[Redacted]' })]);
  });
});
