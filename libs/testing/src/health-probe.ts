import { type HealthResponse } from '@vitalsync/contracts';

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
