/** How long a request waits for its reply unless the caller or BUS_TIMEOUT_MS says otherwise. */
export const DEFAULT_BUS_TIMEOUT_MS = 5000;

/** BUS_TIMEOUT_MS when it is a positive integer, else the default: a typo must not turn timeouts off. */
export const busTimeoutFromEnv = (env: NodeJS.ProcessEnv = process.env): number => {
  const raw = env['BUS_TIMEOUT_MS']?.trim() ?? '';
  const value = Number(raw);
  return /^\d+$/.test(raw) && value > 0 ? value : DEFAULT_BUS_TIMEOUT_MS;
};
