import { setTimeout as sleep } from 'node:timers/promises';

export interface WaitOptions {
  timeoutMs: number;
  intervalMs?: number;
  description: string;
}

/** Polls until `probe` returns a value other than undefined; rejects with the description after the timeout. */
export const waitFor = async <T>(probe: () => Promise<T | undefined>, options: WaitOptions): Promise<T> => {
  const deadline = Date.now() + options.timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await sleep(options.intervalMs ?? 200);
  }
  const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
  throw new Error(`Timed out after ${options.timeoutMs} ms waiting for ${options.description}${cause}`);
};
