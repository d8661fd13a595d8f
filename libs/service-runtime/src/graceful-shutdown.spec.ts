import { EventEmitter, once } from 'node:events';

import {
  type Deadline,
  type ShutdownLogger,
  type ShutdownStep,
  exitGracefullyOnSignal,
  runShutdown,
} from './graceful-shutdown';

/** A deadline the test expires by hand. */
const manualDeadline = () => {
  let expire!: () => void;
  const cancel = jest.fn();
  const deadline: Deadline = { expired: new Promise<void>((resolve) => (expire = resolve)), cancel };
  const start = jest.fn((_ms: number) => deadline);
  return { start, expire: () => expire(), cancel };
};

const recordingLogger = () => {
  const lines: Array<{ level: 'log' | 'error'; message: string; fields?: Record<string, unknown> }> = [];
  const logger: ShutdownLogger = {
    log: (message) => lines.push({ level: 'log', message }),
    error: (fields, message) => lines.push({ level: 'error', message, fields }),
  };
  return { logger, lines, errors: () => lines.filter((line) => line.level === 'error') };
};

/** A step that runs until the test finishes it. */
const heldStep = (name: string, order: string[]) => {
  let finish!: () => void;
  const step: ShutdownStep = {
    name,
    run: () =>
      new Promise<void>((resolve) => {
        order.push(`${name} started`);
        finish = () => {
          order.push(`${name} finished`);
          resolve();
        };
      }),
  };
  return { step, finish: () => finish() };
};

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('runShutdown', () => {
  it('runs the steps one after the other, answers 0 and cancels its deadline', async () => {
    const order: string[] = [];
    const first = heldStep('stop accepting', order);
    const second = heldStep('close database', order);
    const deadline = manualDeadline();
    const { logger, errors } = recordingLogger();

    const code = runShutdown([first.step, second.step], {
      graceMs: 25_000,
      logger,
      startDeadline: deadline.start,
    });
    await flush();
    expect(order).toEqual(['stop accepting started']);
    first.finish();
    await flush();
    expect(order).toEqual(['stop accepting started', 'stop accepting finished', 'close database started']);
    second.finish();

    expect(await code).toBe(0);
    expect(deadline.start).toHaveBeenCalledWith(25_000);
    expect(deadline.cancel).toHaveBeenCalled();
    expect(errors()).toEqual([]);
  });

  it('cuts a hung step at the deadline with an error naming it, skips the rest and answers 1', async () => {
    const order: string[] = [];
    const hung = heldStep('finish requests', order);
    const later = jest.fn();
    const deadline = manualDeadline();
    const { logger, errors } = recordingLogger();

    const code = runShutdown([hung.step, { name: 'close database', run: later }], {
      graceMs: 100,
      logger,
      startDeadline: deadline.start,
    });
    await flush();
    deadline.expire();

    expect(await code).toBe(1);
    expect(later).not.toHaveBeenCalled();
    expect(errors()).toEqual([
      {
        level: 'error',
        message: 'Shutdown cut at the deadline: "finish requests" did not finish within 100 ms',
        fields: { step: 'finish requests', graceMs: 100 },
      },
    ]);
  });

  it('logs a failed step, still runs the later ones, and answers 1', async () => {
    const failure = new Error('bus close failed');
    const later = jest.fn();
    const { logger, errors } = recordingLogger();

    const code = await runShutdown(
      [
        { name: 'close bus', run: () => Promise.reject(failure) },
        { name: 'close database', run: later },
      ],
      { graceMs: 100, logger, startDeadline: manualDeadline().start },
    );

    expect(code).toBe(1);
    expect(later).toHaveBeenCalled();
    expect(errors()).toEqual([
      {
        level: 'error',
        message: 'Shutdown step "close bus" failed',
        fields: { step: 'close bus', err: failure },
      },
    ]);
  });
});

describe('exitGracefullyOnSignal', () => {
  const setUp = (steps: () => readonly ShutdownStep[]) => {
    const signals = new EventEmitter();
    const exits = new EventEmitter();
    const exit = jest.fn((code: number) => void exits.emit('exit', code));
    const { logger, lines } = recordingLogger();
    exitGracefullyOnSignal({
      steps,
      graceMs: 25_000,
      logger,
      exit,
      signals,
      startDeadline: manualDeadline().start,
    });
    return { signals, exit, exited: once(exits, 'exit'), lines };
  };

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'runs the shutdown on %s and exits 0 once it is done',
    async (signal) => {
      const run = jest.fn();
      const { signals, exited, lines } = setUp(() => [{ name: 'close', run }]);

      signals.emit(signal, signal);

      expect(await exited).toEqual([0]);
      expect(run).toHaveBeenCalledTimes(1);
      expect(lines.map((line) => line.message)).toEqual([
        `${signal} received: shutting down within 25000 ms`,
        'Shutdown complete',
      ]);
    },
  );

  it('exits 1 at once on a second signal while the first shutdown runs', async () => {
    const order: string[] = [];
    const held = heldStep('finish requests', order);
    const { signals, exit, exited } = setUp(() => [held.step]);

    signals.emit('SIGTERM', 'SIGTERM');
    await flush();
    signals.emit('SIGINT', 'SIGINT');

    expect(await exited).toEqual([1]);
    expect(exit).toHaveBeenCalledTimes(1);
  });

  it('exits 1 with an error line when the steps cannot even be listed', async () => {
    const { signals, exited, lines } = setUp(() => {
      throw new Error('the app never started');
    });

    signals.emit('SIGTERM', 'SIGTERM');

    expect(await exited).toEqual([1]);
    expect(lines.at(-1)).toMatchObject({ level: 'error', message: 'Shutdown could not start' });
  });
});
