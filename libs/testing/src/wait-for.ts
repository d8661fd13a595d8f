import { setTimeout as sleep } from 'node:timers/promises';

export interface WaitOptions {
  timeoutMs: number;
  intervalMs?: number;
  description: string;
}

/**
 * Polls until `probe` returns a value other than undefined; rejects with the description after the timeout.
 * The probe always runs at least once, and once more at the deadline: a machine too busy to run the timer on
 * time (a stalled event loop, a slow probe) never turns into a timeout without a look at the answer.
 */
export const waitFor = async <T>(probe: () => Promise<T | undefined>, options: WaitOptions): Promise<T> => {
  const deadline = Date.now() + options.timeoutMs;
  let lastError: unknown;
  for (;;) {
    const expired = Date.now() >= deadline;
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (expired) break;
    await sleep(Math.min(options.intervalMs ?? 200, Math.max(0, deadline - Date.now())));
  }
  const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
  throw new Error(`Timed out after ${options.timeoutMs} ms waiting for ${options.description}${cause}`);
};
