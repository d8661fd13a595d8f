import { type Turn } from './conversation';

/*
 * The conversation outlives the page for the rest of the browser session, one per account: in memory, mirrored to
 * sessionStorage so a reload keeps it too. A patient who looks elsewhere and comes back finds it, with any answer
 * that arrived meanwhile; logging out forgets every one (`forgetAssistantHistories`).
 */
const KEY_PREFIX = 'vitalsync-assistant:';
const NONE: readonly Turn[] = [];

const histories = new Map<string, readonly Turn[]>();
const listeners = new Set<() => void>();

const keyOf = (accountId: string): string => `${KEY_PREFIX}${accountId}`;

const storage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

const isTurn = (value: unknown): value is Turn => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, role, text } = value as Record<string, unknown>;
  if (typeof id !== 'number' || typeof text !== 'string') return false;
  if (role === 'user') return true;
  const { failed, source, emergency } = value as Record<string, unknown>;
  return (
    role === 'model' &&
    (failed === true ||
      (failed === false && (source === 'model' || source === 'built-in') && typeof emergency === 'boolean'))
  );
};

const stored = (accountId: string): readonly Turn[] => {
  try {
    const kept: unknown = JSON.parse(storage()?.getItem(keyOf(accountId)) ?? '[]');
    return Array.isArray(kept) && kept.length > 0 && kept.every(isTurn) ? kept : NONE;
  } catch {
    return NONE;
  }
};

/** The account's conversation; the same array until it changes (a `useSyncExternalStore` snapshot). */
export const assistantHistoryOf = (accountId: string): readonly Turn[] => {
  const known = histories.get(accountId);
  if (known) return known;
  const turns = stored(accountId);
  histories.set(accountId, turns);
  return turns;
};

export const subscribeToAssistantHistories = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const changed = () => {
  for (const listener of listeners) listener();
};

/**
 * Adds a turn to the account's conversation, whether or not its page is still open, with the next free id, and
 * returns it.
 */
export const appendAssistantTurn = (accountId: string, turnWithId: (id: number) => Turn): Turn => {
  const earlier = assistantHistoryOf(accountId);
  const turn = turnWithId(earlier.reduce((highest, { id }) => Math.max(highest, id + 1), 0));
  const turns = [...earlier, turn];
  histories.set(accountId, turns);
  try {
    storage()?.setItem(keyOf(accountId), JSON.stringify(turns));
  } catch {
    // A full or blocked storage only costs the conversation at a reload.
  }
  changed();
  return turn;
};

/** Forgets every account's conversation: on logout nothing of it stays in the page or the browser. */
export const forgetAssistantHistories = (): void => {
  histories.clear();
  const kept = storage();
  if (kept) {
    const keys = Array.from({ length: kept.length }, (_unused, index) => kept.key(index));
    for (const key of keys) if (key?.startsWith(KEY_PREFIX)) kept.removeItem(key);
  }
  changed();
};
