import { type HealthResponse } from '@vitalsync/contracts';

import { type RunningProcess } from './node-process';
import { waitFor } from './wait-for';

export interface HealthProbe {
  statusCode: number;
  body: HealthResponse;
}

export const getHealth = async (baseUrl: string): Promise<HealthProbe> => {
  const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
  return { statusCode: response.status, body: (await response.json()) as HealthResponse };
};

export const isHealthy = async (baseUrl: string): Promise<true | undefined> =>
  (await getHealth(baseUrl)).statusCode === 200 ? true : undefined;

const hasExited = (running: RunningProcess): boolean =>
  running.child.exitCode !== null || running.child.signalCode !== null;

/**
 * Waits (60 s at most) until the gateway at baseUrl is healthy (or, with `answering`, until its health check
 * answers at all: a gateway started while a service is down answers 503), and stops waiting as soon as one of the
 * processes has ended (it will not get healthy: a bad setting, a port someone else took). On failure the error
 * carries every process's output.
 */
export const waitUntilHealthy = async (
  baseUrl: string,
  processes: RunningProcess[],
  answering = false,
): Promise<void> => {
  const logs = () =>
    processes.map((running) => `--- ${running.name} output ---\n${running.output()}`).join('\n');
  let outcome: { exited?: RunningProcess };
  try {
    outcome = await waitFor(
      async () => {
        const exited = processes.find(hasExited);
        if (exited) return { exited };
        if (answering) return (await getHealth(baseUrl)) && {};
        return (await isHealthy(baseUrl)) ? {} : undefined;
      },
      { timeoutMs: 60_000, description: `${baseUrl} to be ${answering ? 'answering' : 'healthy'}` },
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${logs()}`);
  }
  if (outcome.exited) {
    throw new Error(`${outcome.exited.name} ended before ${baseUrl} was healthy\n${logs()}`);
  }
};
