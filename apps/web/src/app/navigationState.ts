/**
 * A string another page passed in navigation state (`{ userId }`, `{ appointmentId }`). The state survives reloads
 * and comes from history, so it is read as unknown and checked.
 */
export const navigationString = (state: unknown, key: string): string | undefined => {
  if (typeof state !== 'object' || state === null) return undefined;
  const value: unknown = (state as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};
