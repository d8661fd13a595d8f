/** One stage of stopping an app, named for the log line that reports it hung or failed. */
export interface ShutdownStep {
  readonly name: string;
  run(): Promise<void> | void;
}

/** What the shutdown writes: progress, and the step that failed or hung (nestjs-pino's Logger fits). */
export interface ShutdownLogger {
  log(message: string): void;
  error(fields: Record<string, unknown>, message: string): void;
}

/** A deadline that `expired` resolves at, unless cancelled first. */
export interface Deadline {
  readonly expired: Promise<void>;
  cancel(): void;
}

export type StartDeadline = (ms: number) => Deadline;

/**
 * The real deadline. Its timer is deliberately not unref'd: a step stuck on a promise nothing will settle must
 * end in the error log and exit code 1, not in the process drifting out with code 0 once its handles are gone.
 */
export const timerDeadline: StartDeadline = (ms) => {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return { expired, cancel: () => clearTimeout(timer) };
};

export interface ShutdownOptions {
  /** The whole shutdown's budget (SHUTDOWN_GRACE_MS), below the orchestrator's kill. */
  graceMs: number;
  logger: ShutdownLogger;
  startDeadline?: StartDeadline;
}

type StepOutcome = { kind: 'done' } | { kind: 'failed'; error: unknown } | { kind: 'expired' };

const runStep = async (step: ShutdownStep): Promise<StepOutcome> => {
  try {
    await step.run();
    return { kind: 'done' };
  } catch (error) {
    return { kind: 'failed', error };
  }
};

/**
 * Runs the steps in order within one deadline and answers the exit code: 0 when every step finished, 1 when one
 * failed (the later ones still run: a failed bus close must not leave the database open) or when the deadline
 * cut a step that hung (the later ones are skipped: the process is about to be killed anyway).
 */
export const runShutdown = async (
  steps: readonly ShutdownStep[],
  options: ShutdownOptions,
): Promise<0 | 1> => {
  const { graceMs, logger } = options;
  const deadline = (options.startDeadline ?? timerDeadline)(graceMs);
  const expired = deadline.expired.then((): StepOutcome => ({ kind: 'expired' }));
  let code: 0 | 1 = 0;
  try {
    for (const step of steps) {
      const outcome = await Promise.race([runStep(step), expired]);
      if (outcome.kind === 'expired') {
        logger.error(
          { step: step.name, graceMs },
          `Shutdown cut at the deadline: "${step.name}" did not finish within ${graceMs} ms`,
        );
        return 1;
      }
      if (outcome.kind === 'failed') {
        logger.error({ step: step.name, err: outcome.error }, `Shutdown step "${step.name}" failed`);
        code = 1;
      }
    }
    return code;
  } finally {
    deadline.cancel();
  }
};

/** Where termination signals come from: the process, or an emitter in tests. */
export interface SignalSource {
  on(signal: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): unknown;
}

export const TERMINATION_SIGNALS: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];

export interface ExitOnSignalOptions extends ShutdownOptions {
  /** The steps, asked for when the signal comes (what to stop may only exist once the app has started). */
  steps: () => readonly ShutdownStep[];
  exit?: (code: number) => void;
  signals?: SignalSource;
}

/**
 * On SIGTERM or SIGINT, runs the shutdown once and exits with its code. A second signal while it runs (Ctrl-C
 * pressed again) exits at once with 1. Registered with `on`, not `once`: a repeated signal must reach this
 * handler rather than Node's default, which would kill the process mid-drain with no log line.
 */
export const exitGracefullyOnSignal = (options: ExitOnSignalOptions): void => {
  const { logger } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const signals = options.signals ?? process;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) {
      logger.error({ signal }, `${signal} received again while shutting down: exiting now`);
      exit(1);
      return;
    }
    stopping = true;
    logger.log(`${signal} received: shutting down within ${options.graceMs} ms`);
    void Promise.resolve()
      .then(() => runShutdown(options.steps(), options))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'Shutdown could not start');
        return 1;
      })
      .then((code) => {
        if (code === 0) logger.log('Shutdown complete');
        exit(code);
      });
  };
  for (const signal of TERMINATION_SIGNALS) signals.on(signal, onSignal);
};
