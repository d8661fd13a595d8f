import {
  type ArgumentsHost,
  Controller,
  type INestMicroservice,
  Logger,
  type LoggerService,
  Module,
} from '@nestjs/common';
import { MessagePattern, RpcException } from '@nestjs/microservices';
import { currentRequestId, rpcError, runWithRequestId } from '@vitalsync/backend';
import { loadConfig, ServiceConfig } from '@vitalsync/config';
import { type RpcErrorPayload, TEMPORARILY_UNAVAILABLE_MESSAGE } from '@vitalsync/contracts';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { lastValueFrom } from 'rxjs';
import { BusClient, DurableEventContext } from '@vitalsync/bus';
import {
  busInternalError,
  busTimedOut,
  busUnavailable,
  InProcessClient,
  type UntypedBusClient,
  untypedBusClient,
} from '@vitalsync/bus/testing';

import { createServiceApp, listenService } from './service-app';
import { INTERNAL_ERROR, ServiceExceptionFilter, serviceFailureOf } from './service-exception.filter';

const SECRET = 'hunter2-health-data';

/** A PostgreSQL server that refuses connections, behind drizzle's query wrapper (which holds the values). */
const databaseRefused = (): DrizzleQueryError =>
  new DrizzleQueryError(
    'select * from "auth"."accounts" where "email" = $1',
    [SECRET],
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  );

/** A payload as it arrives in another service's reply: a plain object, read from the wire. */
const replied = <T>(payload: T): T => JSON.parse(JSON.stringify(payload)) as T;

describe('serviceFailureOf', () => {
  it.each([
    ['503', busUnavailable('auth.profiles.many')],
    ['504', busTimedOut('auth.profiles.many')],
  ])('keeps a bus request’s %s that escaped a handler, as an outage seen here', (_status, payload) => {
    expect(serviceFailureOf(payload)).toEqual({
      kind: 'outage',
      reply: { code: payload.code, message: payload.message },
      reason: payload.message,
    });
  });

  it('keeps the 503 when the handler wrapped it in an RpcException (as access checks do)', () => {
    const payload = busUnavailable('appointment.pair.allowed');
    expect(serviceFailureOf(new RpcException(payload))).toMatchObject({
      kind: 'outage',
      reply: { code: 'unavailable' },
    });
  });

  it('passes on a 503 another service answered, as already logged there', () => {
    const reply = replied(busUnavailable('auth.profiles.many'));
    expect(serviceFailureOf(reply)).toEqual({ kind: 'passed-on', reply });
    expect(serviceFailureOf(new RpcException(reply))).toEqual({ kind: 'passed-on', reply });
  });

  it.each([
    ['refusing connections', databaseRefused()],
    ['reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['closing the connection', new Error('Connection terminated unexpectedly')],
    ['giving no connection in time', new Error('timeout exceeded when trying to connect')],
    ['shutting down (57P01)', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    [
      'starting up (57P03)',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['full (53300)', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    ['unreachable (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
  ])('answers 503 with a plain sentence for a database %s', (_case, error) => {
    const failure = serviceFailureOf(error);
    expect(failure).toMatchObject({
      kind: 'outage',
      reply: { code: 'unavailable', message: TEMPORARILY_UNAVAILABLE_MESSAGE },
    });
    expect(failure.reason).toMatch(/^database: /);
    expect(failure.reason).not.toContain(SECRET);
  });

  it('answers 500 for a bug, a failed query included, without its details', () => {
    expect(serviceFailureOf(new TypeError("Cannot read properties of undefined (reading 'id')"))).toEqual({
      kind: 'bug',
      reply: INTERNAL_ERROR,
    });
    const badQuery = new DrizzleQueryError(
      'select',
      [SECRET],
      Object.assign(new Error('relation does not exist'), { code: '42P01' }),
    );
    expect(serviceFailureOf(badQuery)).toEqual({ kind: 'bug', reply: INTERNAL_ERROR });
  });

  it('answers 500 for another service’s refusal that a handler let escape', () => {
    expect(serviceFailureOf(replied({ code: 'not_found', message: 'No such account.' }))).toEqual({
      kind: 'bug',
      reply: INTERNAL_ERROR,
    });
  });

  it('passes on a 500 another service answered, and reports one this bus client made', () => {
    expect(serviceFailureOf(replied(busInternalError()))).toEqual({
      kind: 'passed-on',
      reply: INTERNAL_ERROR,
    });
    expect(serviceFailureOf(busInternalError())).toEqual({ kind: 'bug', reply: INTERNAL_ERROR });
  });

  it('keeps the service’s own refusals as they are', () => {
    const refusal: RpcErrorPayload = {
      code: 'request.invalid_fields',
      message: 'Please correct the fields.',
      errors: { 'a.b': 'Required' },
    };
    expect(serviceFailureOf(rpcError(refusal))).toEqual({ kind: 'refusal', reply: refusal });
  });
});

interface LogLine {
  level: string;
  fields: unknown;
  message: unknown;
  requestId: string | undefined;
}

/** Nest's logger, as the filter calls it (`logger.warn(fields, message)`), noting the request in scope. */
class CapturingLogger implements LoggerService {
  readonly lines: LogLine[] = [];

  private note(level: string, fields: unknown, message: unknown): void {
    // The pino logger of every app names the request in scope on each line (appLoggerOptions' mixin).
    this.lines.push({ level, fields, message, requestId: currentRequestId() });
  }

  log(fields: unknown, message?: unknown): void {
    this.note('info', fields, message);
  }

  warn(fields: unknown, message?: unknown): void {
    this.note('warn', fields, message);
  }

  error(fields: unknown, message?: unknown): void {
    this.note('error', fields, message);
  }

  debug(fields: unknown, message?: unknown): void {
    this.note('debug', fields, message);
  }

  verbose(fields: unknown, message?: unknown): void {
    this.note('verbose', fields, message);
  }
}

const P = 'svc-errors';

@Controller()
class FailingController {
  constructor(private readonly busClient: BusClient) {}

  private get bus(): UntypedBusClient {
    return this.busClient as unknown as UntypedBusClient;
  }

  @MessagePattern(`${P}.dependency-down`)
  async dependencyDown(): Promise<unknown> {
    // Nobody handles this pattern: the service behind it is down, and the handler does not catch that.
    return this.bus.request(`${P}.nobody-listens`, { email: SECRET });
  }

  @MessagePattern(`${P}.dependency-slow`)
  async dependencySlow(): Promise<unknown> {
    return this.bus.request(`${P}.answers-late`, { email: SECRET }, { timeoutMs: 50 });
  }

  @MessagePattern(`${P}.answers-late`)
  async answersLate(): Promise<string> {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return 'late';
  }

  @MessagePattern(`${P}.dependency-down-wrapped`)
  async dependencyDownWrapped(): Promise<unknown> {
    try {
      return await this.bus.request(`${P}.nobody-listens`, {});
    } catch (error) {
      throw rpcError(error as never);
    }
  }

  @MessagePattern(`${P}.passes-on`)
  async passesOn(): Promise<unknown> {
    // Asks a service that is up, whose own dependency is down: its 503 comes back as its reply.
    return this.bus.request(`${P}.dependency-down`, {});
  }

  @MessagePattern(`${P}.database-down`)
  async databaseDown(): Promise<never> {
    throw databaseRefused();
  }

  @MessagePattern(`${P}.bug`)
  async bug(): Promise<never> {
    throw new TypeError(`Cannot read properties of undefined (reading '${SECRET}')`);
  }

  @MessagePattern(`${P}.refusal`)
  async refusal(): Promise<never> {
    throw rpcError({ code: 'not_found', message: 'No such thing.' });
  }
}

@Module({ controllers: [FailingController] })
class FailingModule {}

describe('ServiceExceptionFilter in a service app', () => {
  let app: INestMicroservice;
  const client = new InProcessClient();
  const bus = untypedBusClient(client);
  const logger = new CapturingLogger();

  beforeAll(async () => {
    const config = loadConfig(ServiceConfig, { LOG_LEVEL: 'silent' });
    app = await createServiceApp(FailingModule, 'svc-errors', 'in-process', config);
    await listenService(app, 'in-process');
    Logger.overrideLogger(logger);
  });

  beforeEach(() => {
    logger.lines.splice(0);
  });

  afterAll(async () => {
    await client.close();
    await app.close();
  });

  const refusalOf = (pattern: string, requestId = 'req-1'): Promise<unknown> =>
    runWithRequestId(requestId, () => bus.request(`${P}.${pattern}`, {})).then(
      (reply) => {
        throw new Error(`Expected a refusal, got ${JSON.stringify(reply)}`);
      },
      (error: unknown) => error,
    );

  const linesAt = (level: string) => logger.lines.filter((line) => line.level === level);
  /** What an app logs at its default level (info): debug lines (each handled message) are off. */
  const logged = () => logger.lines.filter((line) => ['info', 'warn', 'error'].includes(line.level));

  it('answers 503 with its message when a service it asks is down, and logs that once at warn', async () => {
    expect(await refusalOf('dependency-down', 'req-503')).toStrictEqual({
      code: 'unavailable',
      message: `The service behind ${P}.nobody-listens is unavailable.`,
    });
    expect(logged()).toEqual([
      {
        level: 'warn',
        fields: {
          pattern: `${P}.dependency-down`,
          reason: `The service behind ${P}.nobody-listens is unavailable.`,
        },
        message: `${P}.dependency-down failed: dependency unavailable`,
        requestId: 'req-503',
      },
    ]);
    expect(JSON.stringify(logged())).not.toContain(SECRET);
  });

  it('answers 504 when a service it asks does not answer in time', async () => {
    expect(await refusalOf('dependency-slow')).toStrictEqual({
      code: 'timeout',
      message: `The ${P}.answers-late request timed out.`,
    });
    expect(linesAt('warn')).toHaveLength(1);
    expect(linesAt('error')).toEqual([]);
  });

  it('treats a 503 the handler wrapped in an RpcException the same way', async () => {
    expect(await refusalOf('dependency-down-wrapped')).toMatchObject({ code: 'unavailable' });
    expect(linesAt('warn')).toHaveLength(1);
    expect(linesAt('error')).toEqual([]);
  });

  it('passes on a 503 that came two hops away, logged once: by the service that saw the outage', async () => {
    expect(await refusalOf('passes-on', 'req-two-hops')).toStrictEqual({
      code: 'unavailable',
      message: `The service behind ${P}.nobody-listens is unavailable.`,
    });
    expect(logged()).toEqual([
      expect.objectContaining({
        level: 'warn',
        fields: expect.objectContaining({ pattern: `${P}.dependency-down` }),
        requestId: 'req-two-hops',
      }),
    ]);
  });

  it('answers 503 with a plain sentence when the database is unreachable, logged once at warn', async () => {
    expect(await refusalOf('database-down', 'req-db')).toStrictEqual({
      code: 'unavailable',
      message: TEMPORARILY_UNAVAILABLE_MESSAGE,
    });
    expect(logged()).toEqual([
      {
        level: 'warn',
        fields: { pattern: `${P}.database-down`, reason: 'database: ECONNREFUSED' },
        message: `${P}.database-down failed: dependency unavailable`,
        requestId: 'req-db',
      },
    ]);
    expect(JSON.stringify(logged())).not.toContain(SECRET);
  });

  it('answers 500 for a bug and logs it once, at error, with the error', async () => {
    expect(await refusalOf('bug', 'req-bug')).toStrictEqual({ code: 'internal', message: 'Internal error.' });
    expect(logged()).toEqual([
      {
        level: 'error',
        fields: { pattern: `${P}.bug`, err: expect.any(TypeError) },
        message: `${P}.bug failed`,
        requestId: 'req-bug',
      },
    ]);
  });

  it('answers a refusal as the handler gave it, without a log line', async () => {
    expect(await refusalOf('refusal')).toStrictEqual({ code: 'not_found', message: 'No such thing.' });
    expect(logged()).toEqual([]);
  });
});

describe('ServiceExceptionFilter on a durable event', () => {
  const hostOf = (context: unknown): ArgumentsHost =>
    ({ switchToRpc: () => ({ getContext: () => context, getData: () => ({}) }) }) as unknown as ArgumentsHost;

  it('hands the handler’s own error to the consumer, which retries or dead-letters it and logs it', async () => {
    const logger = new CapturingLogger();
    Logger.overrideLogger(logger);
    const context = new DurableEventContext([
      'profile.updated',
      { eventId: 'event-1', delivery: 1 } as never,
    ]);
    const failures = [
      databaseRefused(),
      new TypeError('boom'),
      Object.assign(new Error('bad'), { permanent: true }),
    ];

    for (const failure of failures) {
      await expect(lastValueFrom(new ServiceExceptionFilter().catch(failure, hostOf(context)))).rejects.toBe(
        failure,
      );
    }
    expect(logger.lines).toEqual([]);
  });
});
