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

/** Waits (60 s at most) until the gateway at baseUrl is healthy; on failure the error carries every process's output. */
export const waitUntilHealthy = async (baseUrl: string, processes: RunningProcess[]): Promise<void> => {
  try {
    await waitFor(() => isHealthy(baseUrl), { timeoutMs: 60_000, description: `${baseUrl} to be healthy` });
  } catch (error) {
    const logs = processes.map((running) => `--- ${running.name} output ---\n${running.output()}`).join('\n');
    throw new Error(`${(error as Error).message}\n${logs}`);
  }
};
