/** What is counted for one key (an email of a role, an address, or an email from one address). */
export interface LimitState {
  /** Failed attempts in the window, plus attempts admitted and not yet decided. */
  failures: number;
  /** A lock starts the next window when it lifts, so a key quiet for a whole window after its lock is forgotten. */
  windowStartedAt: Date;
  /** Set when the key reached its limit; attempts are refused until then. */
  lockedUntil: Date | null;
  /** Times the key locked since it was last forgotten; growing locks last longer each time. */
  locks: number;
}

export interface LimitPolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
  /**
   * For a key anyone can fail from many addresses (an email across addresses): once it has locked, every further
   * failure before a whole quiet window passes locks it again, each lock twice as long as the one before, up to
   * `maxLockMs`. Guessing then slows down ever more instead of resuming at full speed after each lock.
   */
  growingLocks?: { maxLockMs: number };
}

export type Admission = { admitted: true } | { admitted: false; retryAfterMs: number };

/** A change of one key's state and what it means for the attempt; `state: null` forgets the key. */
export interface LimitTransition<T> {
  state: LimitState | null;
  result: T;
}

const isLocked = (state: LimitState, now: Date): state is LimitState & { lockedUntil: Date } =>
  state.lockedUntil !== null && state.lockedUntil > now;

/** A window is over once it is `windowMs` old. */
const isCurrent = (state: LimitState, now: Date, policy: LimitPolicy): boolean =>
  now.getTime() - state.windowStartedAt.getTime() < policy.windowMs;

/** After a growing lock, a single failure locks again. */
const maxFailuresOf = (state: LimitState, policy: LimitPolicy): number =>
  policy.growingLocks && state.locks > 0 ? 1 : policy.maxFailures;

const lockMsOf = (state: LimitState, policy: LimitPolicy): number =>
  policy.growingLocks
    ? Math.min(policy.lockMs * 2 ** state.locks, policy.growingLocks.maxLockMs)
    : policy.lockMs;

/**
 * Counts an attempt before its password is checked, so attempts sent in parallel cannot outrun the limit: once
 * `maxFailures` failed or undecided attempts are counted, the next one is refused without a password check.
 */
export function admit(
  current: LimitState | null,
  now: Date,
  policy: LimitPolicy,
): LimitTransition<Admission> {
  if (current && isLocked(current, now)) {
    return {
      state: current,
      result: { admitted: false, retryAfterMs: current.lockedUntil.getTime() - now.getTime() },
    };
  }
  const base: LimitState =
    current && isCurrent(current, now, policy)
      ? current
      : { failures: 0, windowStartedAt: now, lockedUntil: null, locks: 0 };
  if (base.failures >= maxFailuresOf(base, policy)) {
    const windowEnd = base.windowStartedAt.getTime() + policy.windowMs;
    return { state: base, result: { admitted: false, retryAfterMs: windowEnd - now.getTime() } };
  }
  return { state: { ...base, failures: base.failures + 1 }, result: { admitted: true } };
}

/**
 * The admitted attempt failed: it is already counted; if it completes the limit, the key locks. Resolves with
 * true when this failure locked the key.
 */
export function fail(current: LimitState | null, now: Date, policy: LimitPolicy): LimitTransition<boolean> {
  if (!current || isLocked(current, now) || current.failures < maxFailuresOf(current, policy)) {
    return { state: current, result: false };
  }
  const lockedUntil = new Date(now.getTime() + lockMsOf(current, policy));
  // The count starts afresh once the lock lifts.
  return {
    state: { failures: 0, windowStartedAt: lockedUntil, lockedUntil, locks: current.locks + 1 },
    result: true,
  };
}

/**
 * The admitted attempt did not fail (it succeeded, or another limit refused it): give its count back. A key left
 * with nothing counted and no lock is forgotten.
 */
export function refund(current: LimitState | null): LimitTransition<void> {
  if (!current) return { state: null, result: undefined };
  const failures = Math.max(0, current.failures - 1);
  if (failures === 0 && current.lockedUntil === null) return { state: null, result: undefined };
  return { state: { ...current, failures }, result: undefined };
}

/** A successful login clears every failure of its email from its address. */
export function clear(): LimitTransition<void> {
  return { state: null, result: undefined };
}
