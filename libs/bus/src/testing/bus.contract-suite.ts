import { randomUUID } from 'node:crypto';

import {
  Controller,
  type DynamicModule,
  type INestApplicationContext,
  type INestMicroservice,
  Module,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ClientProxy, EventPattern, MessagePattern, Payload, RpcException } from '@nestjs/microservices';
import { type RpcErrorPayload } from '@vitalsync/contracts';
import { from, NEVER, type Observable, of } from 'rxjs';

import { BUS_PROXY } from '../bus-proxy';
import { BusModule } from '../bus.module';
import { untypedBusClient, type UntypedBusClient } from '../untyped-bus-client';
import { type BusServiceSetup, startBusService } from './start-bus-service';

/** Subjects unique to one test, so runs sharing a NATS server never see each other's messages. */
const subjectsFor = (run: string) => ({
  echo: `bus-contract.${run}.echo`,
  inspect: `bus-contract.${run}.inspect`,
  later: `bus-contract.${run}.later`,
  stream: `bus-contract.${run}.stream`,
  voidReply: `bus-contract.${run}.void`,
  notFound: `bus-contract.${run}.not-found`,
  invalid: `bus-contract.${run}.invalid`,
  crash: `bus-contract.${run}.crash`,
  silent: `bus-contract.${run}.silent`,
  listenerPing: `bus-contract.${run}.listener-ping`,
  happened: `bus-contract.${run}.happened`,
  nobody: `bus-contract.${run}.nobody`,
});

type ContractSubjects = ReturnType<typeof subjectsFor>;

/** Collects the events one service received and lets a test wait for the first. */
class EventInbox {
  readonly first: Promise<unknown>;
  private resolveFirst: (payload: unknown) => void = () => undefined;

  constructor() {
    this.first = new Promise((resolve) => {
      this.resolveFirst = resolve;
    });
  }

  record(payload: unknown): void {
    this.resolveFirst(payload);
  }
}

class Sample {
  constructor(
    readonly name: string,
    readonly birth: Date,
  ) {}

  get initial(): string {
    return this.name.charAt(0);
  }
}

const primaryService = (subjects: ContractSubjects, inbox: EventInbox): DynamicModule => {
  @Controller()
  class PrimaryController {
    @MessagePattern(subjects.echo)
    echo(@Payload() payload: unknown): unknown {
      return payload;
    }

    @MessagePattern(subjects.inspect)
    inspect(@Payload() payload: Record<string, unknown>): Record<string, unknown> {
      return {
        received: payload,
        whenType: typeof payload['when'],
        goneKeyArrived: 'gone' in payload,
        answeredAt: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)),
        answerSample: new Sample('Bea', new Date(Date.UTC(1990, 6, 1))),
      };
    }

    @MessagePattern(subjects.later)
    async later(@Payload() payload: { n: number }): Promise<{ doubled: number }> {
      await new Promise((resolve) => setImmediate(resolve));
      return { doubled: payload.n * 2 };
    }

    @MessagePattern(subjects.stream)
    stream(): Observable<number> {
      return from([1, 2, 3]);
    }

    @MessagePattern(subjects.voidReply)
    voidReply(): void {
      // A command with nothing to say back.
    }

    @MessagePattern(subjects.notFound)
    notFound(): never {
      throw new RpcException({ code: 'not_found', message: 'x' });
    }

    @MessagePattern(subjects.invalid)
    invalid(): never {
      throw new RpcException({
        code: 'request.invalid_fields',
        message: 'Please correct the highlighted fields.',
        errors: { 'personal_info.email': 'Please enter a valid email' },
      });
    }

    @MessagePattern(subjects.crash)
    crash(): never {
      throw new Error('secret database detail');
    }

    @MessagePattern(subjects.silent)
    silent(): Observable<never> {
      return NEVER;
    }

    @EventPattern(subjects.happened)
    happened(@Payload() payload: unknown): void {
      inbox.record(payload);
    }
  }

  @Module({ controllers: [PrimaryController] })
  class PrimaryServiceModule {}

  return { module: PrimaryServiceModule };
};

const listenerService = (subjects: ContractSubjects, inbox: EventInbox): DynamicModule => {
  @Controller()
  class ListenerController {
    @MessagePattern(subjects.listenerPing)
    ping(): Observable<string> {
      return of('listener');
    }

    @EventPattern(subjects.happened)
    async happened(@Payload() payload: unknown): Promise<void> {
      inbox.record(payload);
    }
  }

  @Module({ controllers: [ListenerController] })
  class ListenerServiceModule {}

  return { module: ListenerServiceModule };
};

/** The behaviour callers rely on, run against every transport: both must pass the same cases. */
export const describeBusContract = (name: string, setup: () => BusServiceSetup): void => {
  describe(`the ${name} bus`, () => {
    let config: BusServiceSetup;
    let subjects: ContractSubjects;
    let primaryInbox: EventInbox;
    let primary: INestMicroservice;
    let clientApp: INestApplicationContext;
    let client: UntypedBusClient;
    let running: Array<INestMicroservice | INestApplicationContext>;

    const startService = (module: DynamicModule, service: string): Promise<INestMicroservice> =>
      startBusService(config, module, service, running);

    const rejection = async (reply: Promise<unknown>): Promise<unknown> =>
      reply.then(
        (value) => {
          throw new Error(`Expected a rejection, got ${JSON.stringify(value)}`);
        },
        (error: unknown) => error,
      );

    beforeEach(async () => {
      config = setup();
      running = [];
      subjects = subjectsFor(randomUUID());
      primaryInbox = new EventInbox();
      primary = await startService(primaryService(subjects, primaryInbox), 'contract-primary');
      clientApp = await NestFactory.createApplicationContext(
        BusModule.forRoot(config.transport, config.bus),
        {
          logger: false,
        },
      );
      running.push(clientApp);
      client = untypedBusClient(clientApp.get<ClientProxy>(BUS_PROXY));
    });

    afterEach(async () => {
      for (const app of running.reverse()) await app.close();
    });

    it('answers a request with the reply of its handler', async () => {
      await expect(client.request(subjects.echo, { text: 'hello', n: 7 })).resolves.toEqual({
        text: 'hello',
        n: 7,
      });
    });

    it('carries payloads and replies as JSON: dates become ISO strings, undefined fields vanish', async () => {
      const reply = (await client.request(subjects.inspect, {
        when: new Date(Date.UTC(2026, 4, 6, 7, 8, 9)),
        gone: undefined,
        sample: new Sample('Ada', new Date(Date.UTC(1985, 11, 10))),
      })) as Record<string, unknown>;

      expect(reply).toEqual({
        received: {
          when: '2026-05-06T07:08:09.000Z',
          sample: { name: 'Ada', birth: '1985-12-10T00:00:00.000Z' },
        },
        whenType: 'string',
        goneKeyArrived: false,
        answeredAt: '2026-01-02T03:04:05.000Z',
        answerSample: { name: 'Bea', birth: '1990-07-01T00:00:00.000Z' },
      });
      expect(reply['answerSample']).not.toBeInstanceOf(Sample);
    });

    it('waits for async handlers', async () => {
      await expect(client.request(subjects.later, { n: 21 })).resolves.toEqual({ doubled: 42 });
    });

    it('resolves with the last value of an Observable handler', async () => {
      await expect(client.request(subjects.stream, {})).resolves.toBe(3);
    });

    it('resolves with undefined when the handler returns nothing', async () => {
      await expect(client.request(subjects.voidReply, {})).resolves.toBeUndefined();
    });

    it("rejects with the service's RpcException payload unchanged", async () => {
      await expect(rejection(client.request(subjects.notFound, {}))).resolves.toStrictEqual({
        code: 'not_found',
        message: 'x',
      });
      await expect(rejection(client.request(subjects.invalid, {}))).resolves.toStrictEqual({
        code: 'request.invalid_fields',
        message: 'Please correct the highlighted fields.',
        errors: { 'personal_info.email': 'Please enter a valid email' },
      });
    });

    it('rejects with a 500 that hides the detail when a handler fails unexpectedly', async () => {
      await expect(rejection(client.request(subjects.crash, {}))).resolves.toStrictEqual({
        code: 'internal',
        message: 'Internal error.',
      });
    });

    it('rejects with 504 when the handler does not answer in time', async () => {
      const error: RpcErrorPayload = {
        code: 'timeout',
        message: `The ${subjects.silent} request timed out.`,
      };
      await expect(rejection(client.request(subjects.silent, {}, { timeoutMs: 200 }))).resolves.toStrictEqual(
        error,
      );
    });

    it('rejects with 503 when nobody handles the pattern', async () => {
      const error: RpcErrorPayload = {
        code: 'unavailable',
        message: `The service behind ${subjects.nobody} is unavailable.`,
      };
      await expect(rejection(client.request(subjects.nobody, {}))).resolves.toStrictEqual(error);
    });

    it('sends each request to the service that handles its pattern', async () => {
      await startService(listenerService(subjects, new EventInbox()), 'contract-listener');

      await expect(client.request(subjects.listenerPing, {})).resolves.toBe('listener');
      await expect(client.request(subjects.echo, 'primary')).resolves.toBe('primary');
    });

    it('delivers an event, JSON-serialized, to every service that handles it', async () => {
      const listenerInbox = new EventInbox();
      await startService(listenerService(subjects, listenerInbox), 'contract-listener');

      await client.emit(subjects.happened, { at: new Date(Date.UTC(2026, 1, 3)), skipped: undefined });

      const expected = { at: '2026-02-03T00:00:00.000Z' };
      await expect(primaryInbox.first).resolves.toStrictEqual(expected);
      await expect(listenerInbox.first).resolves.toStrictEqual(expected);
    });

    it('makes the patterns of a closed service unavailable and leaves the others answering', async () => {
      await startService(listenerService(subjects, new EventInbox()), 'contract-listener');
      await expect(client.request(subjects.echo, 'before')).resolves.toBe('before');

      await primary.close();

      const error: RpcErrorPayload = {
        code: 'unavailable',
        message: `The service behind ${subjects.echo} is unavailable.`,
      };
      await expect(rejection(client.request(subjects.echo, 'after'))).resolves.toStrictEqual(error);
      await expect(client.request(subjects.listenerPing, {})).resolves.toBe('listener');
    });
  });
};
