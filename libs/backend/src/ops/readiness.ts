/** Whether a part the app needs (its bus, its database) answers now; false or a rejection both mean no. */
export type ReadinessCheck = () => boolean | Promise<boolean>;

/** starting: not yet taking work; serving: taking work; draining: stopping, finishing what it took. */
export type ReadinessState = 'starting' | 'serving' | 'draining';

export interface ReadinessReport {
  ready: boolean;
  state: ReadinessState;
  /** The parts asked, by name: parts, never addresses or credentials. */
  checked: string[];
  /** The parts that did not answer. */
  failing: string[];
}

export interface ReadinessOptions {
  /** A check that has not answered by then counts as failed: a probe must answer before its own timeout. */
  checkTimeoutMs?: number;
}

const DEFAULT_CHECK_TIMEOUT_MS = 2_000;

const passes = async (check: ReadinessCheck, timeoutMs: number): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(check), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
};

/**
 * Whether this process should receive work (the /readyz probe): it has started serving, is not draining, and
 * every part an app of it registered answers. Liveness is another matter: a process whose database is down is
 * unready but alive, and restarting it would not bring the database back.
 */
export class Readiness {
  private state: ReadinessState = 'starting';
  private readonly checks = new Set<{ name: string; check: ReadinessCheck }>();
  private readonly checkTimeoutMs: number;

  constructor(options: ReadinessOptions = {}) {
    this.checkTimeoutMs = options.checkTimeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS;
  }

  /** Adds a part to every report until the returned function removes it (the app that registered it closed). */
  register(name: string, check: ReadinessCheck): () => void {
    const entry = { name, check };
    this.checks.add(entry);
    return () => {
      this.checks.delete(entry);
    };
  }

  /** The process's apps listen: from now on the checks decide. Ignored once draining. */
  markServing(): void {
    if (this.state === 'starting') this.state = 'serving';
  }

  /** SIGTERM: unready for good, so the load balancer sends no new work while the process finishes its own. */
  setDraining(): void {
    this.state = 'draining';
  }

  get current(): ReadinessState {
    return this.state;
  }

  async report(): Promise<ReadinessReport> {
    const entries = [...this.checks];
    const results = await Promise.all(entries.map(({ check }) => passes(check, this.checkTimeoutMs)));
    const namesOf = (picked: typeof entries): string[] => [...new Set(picked.map(({ name }) => name))];
    const failing = namesOf(entries.filter((_, index) => !results[index]));
    return {
      ready: this.state === 'serving' && failing.length === 0,
      state: this.state,
      checked: namesOf(entries),
      failing,
    };
  }
}

const READINESS_KEY = Symbol.for('vitalsync.ops.readiness');

/** The readiness of this process, shared by every app it hosts (the embedded process hosts them all). */
export const processReadiness = (): Readiness =>
  ((globalThis as Record<symbol, Readiness | undefined>)[READINESS_KEY] ??= new Readiness());
