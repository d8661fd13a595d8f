import { randomUUID } from 'node:crypto';

import {
  Controller,
  type DynamicModule,
  Inject,
  type INestApplicationContext,
  type INestMicroservice,
  Module,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ClientProxy, EventPattern, MessagePattern, RpcException } from '@nestjs/microservices';
import {
  currentClientOrigin,
  currentRequestId,
  processMetrics,
  runWithRequestContext,
  runWithRequestId,
} from '@vitalsync/backend';

import { BusClient } from '../bus-client';
import { BUS_PROXY } from '../bus-proxy';
import { BusModule } from '../bus.module';
import { untypedBusClient, type UntypedBusClient } from '../untyped-bus-client';
import { type BusServiceSetup, startBusService } from './start-bus-service';

/** How one transport is booted, and how a message is put on it by hand with a header of the test's choosing. */
export interface RequestContextSetup extends BusServiceSetup {
  /** Sends a request with `x-request-id: requestId` as a foreign publisher would, resolving with the reply. */
  requestWithHeader(subject: string, requestId: string): Promise<unknown>;
}

const subjectsFor = (run: string) => ({
  whoAmI: `request-context.${run}.who-am-i`,
  whereFrom: `request-context.${run}.where-from`,
  fail: `request-context.${run}.fail`,
  late: `request-context.${run}.late`,
  happened: `request-context.${run}.happened`,
  relay: `request-context.${run}.relay`,
  relayEvent: `request-context.${run}.relay-event`,
});

type Subjects = ReturnType<typeof subjectsFor>;

/** The request ids the event handler ran under, in arrival order, with a way to wait for the next one. */
class SeenIds {
  private readonly ids: Array<string | undefined> = [];
  private waiting: Array<() => void> = [];

  record(id: string | undefined): void {
    this.ids.push(id);
    for (const wake of this.waiting.splice(0)) wake();
  }

  async next(index: number): Promise<string | undefined> {
    while (this.ids.length <= index) await new Promise<void>((resolve) => this.waiting.push(resolve));
    return this.ids[index];
  }
}

/** Holds a handler until the test lets it go: late enough for its caller's timeout, yet never left hanging. */
class Gate {
  readonly opened: Promise<void>;
  open: () => void = () => undefined;

  constructor() {
    this.opened = new Promise((resolve) => {
      this.open = resolve;
    });
  }
}

const backService = (subjects: Subjects, seen: SeenIds, gate: Gate): DynamicModule => {
  @Controller()
  class BackController {
    @MessagePattern(subjects.whoAmI)
    whoAmI(): { requestId?: string } {
      return { requestId: currentRequestId() };
    }

    @MessagePattern(subjects.whereFrom)
    whereFrom(): unknown {
      return currentClientOrigin() ?? null;
    }

    @MessagePattern(subjects.fail)
    fail(): never {
      throw new RpcException({ code: 'not_found', message: 'Not here.' });
    }

    @MessagePattern(subjects.late)
    async late(): Promise<string> {
      await gate.opened;
      return 'too late';
    }

    @EventPattern(subjects.happened)
    happened(): void {
      seen.record(currentRequestId());
    }
  }

  @Module({ controllers: [BackController] })
  class BackServiceModule {}

  return { module: BackServiceModule };
};

/** A service that, handling a message, sends its own: what a service calling another does. */
const frontService = (subjects: Subjects, setup: RequestContextSetup): DynamicModule => {
  @Controller()
  class FrontController {
    // The untyped face of the app's own BusClient: these subjects are made up per run.
    constructor(@Inject(BusClient) private readonly bus: UntypedBusClient) {}

    @MessagePattern(subjects.relay)
    relay(): Promise<unknown> {
      return this.bus.request(subjects.whoAmI, {});
    }

    @MessagePattern(subjects.relayEvent)
    async relayEvent(): Promise<string> {
      await this.bus.emit(subjects.happened, {});
      return 'emitted';
    }
  }

  @Module({ imports: [BusModule.forRoot(setup.transport, setup.bus)], controllers: [FrontController] })
  class FrontServiceModule {}

  return { module: FrontServiceModule };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type BusHistogram = ReturnType<typeof processMetrics>['busRequestDuration'];

const observations = async (histogram: BusHistogram, pattern: string) => {
  const metric = await histogram.get();
  return Object.fromEntries(
    metric.values
      .filter(({ labels, metricName }) => labels['pattern'] === pattern && metricName?.endsWith('_count'))
      .map(({ labels, value }) => [String(labels['outcome']), value]),
  );
};

/** Request ids and bus timings, the same on every transport. */
export const describeRequestContextContract = (name: string, setup: () => RequestContextSetup): void => {
  describe(`request ids and timings on the ${name} bus`, () => {
    let config: RequestContextSetup;
    let subjects: Subjects;
    let seen: SeenIds;
    let gate: Gate;
    let client: UntypedBusClient;
    let running: Array<INestMicroservice | INestApplicationContext>;

    const startService = async (module: DynamicModule, service: string): Promise<void> => {
      await startBusService(config, module, service, running);
    };

    beforeEach(async () => {
      config = setup();
      running = [];
      subjects = subjectsFor(randomUUID());
      seen = new SeenIds();
      gate = new Gate();
      processMetrics().registry.resetMetrics();
      await startService(backService(subjects, seen, gate), 'request-context-back');
      await startService(frontService(subjects, config), 'request-context-front');
      const clientApp = await NestFactory.createApplicationContext(
        BusModule.forRoot(config.transport, config.bus),
        { logger: false },
      );
      running.push(clientApp);
      client = untypedBusClient(clientApp.get<ClientProxy>(BUS_PROXY));
    });

    afterEach(async () => {
      gate.open();
      for (const app of running.reverse()) await app.close();
    });

    it('hands a request’s id to the handler of every request it sends', async () => {
      await expect(runWithRequestId('req-1', () => client.request(subjects.whoAmI, {}))).resolves.toEqual({
        requestId: 'req-1',
      });
    });

    it('hands the client’s address and browser to the handler, and nothing outside a request', async () => {
      const origin = { ip: '203.0.113.9', userAgent: 'Mozilla/5.0 Test' };
      await expect(
        runWithRequestContext({ requestId: 'req-c', client: origin }, () =>
          client.request(subjects.whereFrom, {}),
        ),
      ).resolves.toEqual(origin);
      await expect(client.request(subjects.whereFrom, {})).resolves.toBeNull();
    });

    it('hands it to the handlers of every event it emits', async () => {
      await runWithRequestId('req-2', () => client.emit(subjects.happened, {}));
      await expect(seen.next(0)).resolves.toBe('req-2');
    });

    it('lets a service forward it with the requests and events its handler sends', async () => {
      await expect(runWithRequestId('req-3', () => client.request(subjects.relay, {}))).resolves.toEqual({
        requestId: 'req-3',
      });
      await runWithRequestId('req-4', () => client.request(subjects.relayEvent, {}));
      await expect(seen.next(0)).resolves.toBe('req-4');
    });

    it('handles a message sent outside any request under a new id of its own', async () => {
      const first = (await client.request(subjects.whoAmI, {})) as { requestId: string };
      const second = (await client.request(subjects.whoAmI, {})) as { requestId: string };
      expect(first.requestId).toMatch(UUID);
      expect(second.requestId).toMatch(UUID);
      expect(first.requestId).not.toBe(second.requestId);
    });

    it('takes the id from the message’s headers, and replaces one no gateway would have issued', async () => {
      await expect(config.requestWithHeader(subjects.whoAmI, 'from-header.7')).resolves.toEqual({
        requestId: 'from-header.7',
      });
      const replaced = (await config.requestWithHeader(subjects.whoAmI, 'two words')) as {
        requestId: string;
      };
      expect(replaced.requestId).toMatch(UUID);
    });

    it('times each request on the caller’s side by pattern and outcome', async () => {
      await client.request(subjects.whoAmI, {});
      await client.request(subjects.fail, {}).catch(() => undefined);
      await client.request(subjects.late, {}, { timeoutMs: 50 }).catch(() => undefined);
      gate.open();
      const histogram = processMetrics().busRequestDuration;
      await expect(observations(histogram, subjects.whoAmI)).resolves.toEqual({ ok: 1 });
      await expect(observations(histogram, subjects.fail)).resolves.toEqual({ error: 1 });
      await expect(observations(histogram, subjects.late)).resolves.toEqual({ timeout: 1 });
    });

    it('times each handled request and event on the handling side by pattern and outcome', async () => {
      await client.request(subjects.whoAmI, {});
      await client.request(subjects.fail, {}).catch(() => undefined);
      await client.emit(subjects.happened, {});
      await seen.next(0);
      const histogram = processMetrics().busHandlerDuration;
      await expect(observations(histogram, subjects.whoAmI)).resolves.toEqual({ ok: 1 });
      await expect(observations(histogram, subjects.fail)).resolves.toEqual({ error: 1 });
      await expect(observations(histogram, subjects.happened)).resolves.toEqual({ ok: 1 });
    });
  });
};
