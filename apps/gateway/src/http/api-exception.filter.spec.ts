import { Writable } from 'node:stream';

import {
  Controller,
  Get,
  Logger,
  type LoggerService,
  Module,
  ServiceUnavailableException,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { BusClient } from '@vitalsync/bus';
import { APPOINTMENT_SUBJECTS, type ErrorCode } from '@vitalsync/contracts';
import { newTestService } from '@vitalsync/testing';
import pino from 'pino';

import { ApiExceptionFilter } from './api-exception.filter';
import { registerRequestLog } from './request-log';

const GENERIC = {
  status: 'error',
  code: 'internal',
  message: 'Something went wrong on our side. Please try again.',
};

/** A bus whose broker cannot be reached: every request fails in this gateway's own bus client (503). */
const unreachableBus = newTestService(BusClient, [
  { connect: () => Promise.reject(new Error('NATS is down')) },
  1000,
]).sut;

/** A failure as a service's reply carries it: a plain object read from the wire. */
const replied = (code: ErrorCode, message: string): unknown => JSON.parse(JSON.stringify({ code, message }));

@Controller()
class FailingController {
  @Get('service-down')
  serviceDown(): Promise<unknown> {
    return unreachableBus.request(APPOINTMENT_SUBJECTS.consultedPatients, { secret: 'query' } as never);
  }

  @Get('dependency-of-service-down')
  dependencyOfServiceDown(): never {
    throw replied('unavailable', 'The service behind auth.profiles.many is unavailable.');
  }

  @Get('service-bug')
  serviceBug(): never {
    throw replied('internal', 'Internal error.');
  }

  @Get('not-ready')
  notReady(): never {
    throw new ServiceUnavailableException('Sign-in is temporarily unavailable. Please try again shortly.');
  }

  @Get('bug')
  bug(): never {
    throw new TypeError("Cannot read properties of undefined (reading 'id')");
  }
}

@Module({ controllers: [FailingController] })
class FailingModule {}

interface Line {
  level: string;
  msg: unknown;
  fields?: unknown;
}

/** The filter's lines (Nest's logger, as nestjs-pino gets them) and the request lines, in one list. */
class CapturingLogger implements LoggerService {
  constructor(private readonly lines: Line[]) {}

  log(fields: unknown, msg?: unknown): void {
    this.lines.push({ level: 'info', fields, msg });
  }

  warn(fields: unknown, msg?: unknown): void {
    this.lines.push({ level: 'warn', fields, msg });
  }

  error(fields: unknown, msg?: unknown): void {
    this.lines.push({ level: 'error', fields, msg });
  }
}

const PINO_LEVELS: Record<number, string> = { 20: 'debug', 30: 'info', 40: 'warn', 50: 'error' };

describe('ApiExceptionFilter', () => {
  let app: NestFastifyApplication;
  const lines: Line[] = [];

  beforeAll(async () => {
    app = await NestFactory.create<NestFastifyApplication>(FailingModule, new FastifyAdapter(), {
      logger: false,
    });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        const { level, msg } = JSON.parse(chunk.toString()) as { level: number; msg: string };
        lines.push({ level: PINO_LEVELS[level] ?? String(level), msg });
        callback();
      },
    });
    registerRequestLog(app.getHttpAdapter().getInstance(), pino({ level: 'info' }, stream));
    app.useGlobalFilters(new ApiExceptionFilter(false));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    Logger.overrideLogger(new CapturingLogger(lines));
  });

  beforeEach(() => {
    lines.splice(0);
  });

  afterAll(() => app?.close());

  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url: `${url}?user=secret-id` });
    return { statusCode: response.statusCode, body: response.json<unknown>() };
  };

  it('answers 503 with its message when a service is unreachable, logged once at warn', async () => {
    expect(await get('/service-down')).toEqual({
      statusCode: 503,
      body: {
        status: 'error',
        code: 'unavailable',
        message: 'The service behind appointments.consulted.patients is unavailable.',
      },
    });
    expect(lines).toEqual([
      {
        level: 'warn',
        fields: {
          method: 'GET',
          url: '/service-down',
          reason: 'The service behind appointments.consulted.patients is unavailable.',
        },
        msg: 'request failed: dependency unavailable',
      },
      { level: 'info', msg: 'request completed' },
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('passes a service’s 503 on with its message, leaving the warn line to that service', async () => {
    expect(await get('/dependency-of-service-down')).toEqual({
      statusCode: 503,
      body: {
        status: 'error',
        code: 'unavailable',
        message: 'The service behind auth.profiles.many is unavailable.',
      },
    });
    expect(lines).toEqual([{ level: 'info', msg: 'request completed' }]);
  });

  it('logs the gateway’s own dependency not being ready once at warn', async () => {
    expect(await get('/not-ready')).toMatchObject({ statusCode: 503 });
    expect(lines.map(({ level }) => level)).toEqual(['warn', 'info']);
  });

  it('logs a bug of the gateway once at error, with the error', async () => {
    expect(await get('/bug')).toEqual({ statusCode: 500, body: GENERIC });
    expect(lines).toEqual([
      {
        level: 'error',
        fields: { err: expect.any(TypeError), method: 'GET', url: '/bug' },
        msg: 'request failed',
      },
      { level: 'info', msg: 'request completed' },
    ]);
  });

  it('does not log a service’s 500 again: the service logged it with its cause', async () => {
    expect(await get('/service-bug')).toEqual({ statusCode: 500, body: GENERIC });
    expect(lines).toEqual([{ level: 'info', msg: 'request completed' }]);
  });
});
