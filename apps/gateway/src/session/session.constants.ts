/** DI token of the secret that signs session cookies. */
export const SESSION_SECRET = 'SESSION_SECRET';

/** How long a session lasts after login (SESSION_TTL_HOURS, default 12). */
export const sessionTtlMs = (env: NodeJS.ProcessEnv = process.env): number =>
  Number(env['SESSION_TTL_HOURS'] ?? 12) * 60 * 60 * 1000;
