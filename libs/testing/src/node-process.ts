import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

export interface RunningProcess {
  name: string;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** Sends the signal and resolves with the exit code (null when killed by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const OUTPUT_LIMIT = 64 * 1024;

/** Environment variables a child must not inherit from the test run (they select the other run mode). */
const MODE_VARIABLES = /^(NATS_URL|DATABASE_URL|[A-Z]+_DATABASE_URL|S3_.*|BUS_TRANSPORT)$/;

export const cleanEnv = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !MODE_VARIABLES.test(key)));
  return { ...env, LOG_LEVEL: process.env['E2E_LOG_LEVEL'] ?? 'warn', ...extra };
};

export const startProcess = (
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): RunningProcess => {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;

  return {
    name,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill(signal);
      const [code] = await exited;
      return code;
    },
  };
};
