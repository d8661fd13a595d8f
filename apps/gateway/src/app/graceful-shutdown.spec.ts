import { type Deadline, runShutdown, type ShutdownLogger } from '@vitalsync/service-runtime';

import { type GatewayShutdownParts, gatewayShutdownSteps, idleCloseMsOf } from './graceful-shutdown';

/** Each part records when it was asked; the awaited ones wait until the test lets them finish. */
const fakeParts = () => {
  const order: string[] = [];
  const held = new Map<string, () => void>();
  const hold = (name: string) => () =>
    new Promise<void>((resolve) => {
      order.push(name);
      held.set(name, resolve);
    });
  const parts: GatewayShutdownParts = {
    readiness: { setDraining: () => void order.push('readiness draining') },
    drain: {
      http: { drain: () => void order.push('http stops accepting'), drained: hold('http requests finished') },
      sockets: { drain: hold('sockets moved') },
    },
    bus: { settled: hold('bus requests answered') },
    app: { close: hold('app closed') },
  };
  const finish = async (name: string): Promise<void> => {
    while (!held.has(name)) await new Promise<void>((resolve) => setImmediate(resolve));
    held.get(name)?.();
  };
  return { parts, order, finish };
};

const manualDeadline = () => {
  let expire!: () => void;
  const deadline: Deadline = {
    expired: new Promise<void>((resolve) => (expire = resolve)),
    cancel: () => undefined,
  };
  return { start: () => deadline, expire: () => expire() };
};

const logger = (): ShutdownLogger & { errors: string[] } => {
  const errors: string[] = [];
  return { errors, log: () => undefined, error: (_fields, message) => void errors.push(message) };
};

describe('the gateway shutdown', () => {
  it('goes unready, stops accepting and moves the sockets, then waits for HTTP, then the bus, then closes', async () => {
    const { parts, order, finish } = fakeParts();
    const log = logger();
    const code = runShutdown(gatewayShutdownSteps(parts), {
      graceMs: 25_000,
      logger: log,
      startDeadline: manualDeadline().start,
    });

    await finish('sockets moved');
    await finish('http requests finished');
    await finish('bus requests answered');
    await finish('app closed');

    expect(await code).toBe(0);
    expect(order).toEqual([
      'readiness draining',
      'http stops accepting',
      'sockets moved',
      'http requests finished',
      'bus requests answered',
      'app closed',
    ]);
    expect(log.errors).toEqual([]);
  });

  it('is cut at the deadline with exit code 1 and a line naming the hung step when a request never ends', async () => {
    const { parts, order, finish } = fakeParts();
    const deadline = manualDeadline();
    const log = logger();
    const code = runShutdown(gatewayShutdownSteps(parts), {
      graceMs: 25_000,
      logger: log,
      startDeadline: deadline.start,
    });

    await finish('sockets moved');
    while (!order.includes('http requests finished'))
      await new Promise<void>((resolve) => setImmediate(resolve));
    deadline.expire();

    expect(await code).toBe(1);
    expect(order).not.toContain('app closed');
    expect(log.errors).toEqual([
      'Shutdown cut at the deadline: "finish the HTTP requests in flight" did not finish within 25000 ms',
    ]);
  });

  it('leaves idle keep-alive connections of a replica half the grace period, and of the embedded process none', () => {
    expect(idleCloseMsOf(25_000, 'distributed')).toBe(12_500);
    expect(idleCloseMsOf(3, 'distributed')).toBe(1);
    expect(idleCloseMsOf(25_000, 'embedded')).toBe(0);
  });
});
