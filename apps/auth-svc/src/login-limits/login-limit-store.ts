import { type LimitState, type LimitTransition } from './login-limit';

/** Where login limits are kept: shared by every replica, each change of one key atomic. */
export interface LoginLimitStore {
  /**
   * Reads a key's state, applies `change` and writes the result, with no other change of that key in between
   * (concurrent calls for one key are serialised). Resolves with the transition's result.
   */
  update<T>(key: string, now: Date, change: (current: LimitState | null) => LimitTransition<T>): Promise<T>;

  /** Forgets keys whose window started before `windowStartedBefore` and that are not locked at `now`. */
  deleteStale(windowStartedBefore: Date, now: Date): Promise<number>;
}
