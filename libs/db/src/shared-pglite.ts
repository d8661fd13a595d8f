import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

import { PGlite, type Extension } from '@electric-sql/pglite';
// @ts-expect-error moduleResolution "node" cannot see the package's "exports" subpaths; Node, Jest and webpack do.
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

import { lockDataDir } from './data-dir-lock';

const btreeGist: Extension = btree_gist;

interface Entry {
  ready: Promise<{ pglite: PGlite; unlock: () => void }>;
  refs: number;
}

interface Registry {
  open: Map<string, Entry>;
  closing: Map<string, Promise<void>>;
}

// On globalThis so that two copies of this module in one process (two bundles) still share one instance per
// directory: a second PGlite on the same files would corrupt them.
const REGISTRY_KEY = Symbol.for('vitalsync.db.sharedPglite');
const registry = ((globalThis as Record<symbol, Registry | undefined>)[REGISTRY_KEY] ??= {
  open: new Map(),
  closing: new Map(),
});

export interface SharedPglite {
  pglite: PGlite;
  /** Drops this holder's reference; the last one closes PGlite (awaiting its shutdown) and frees the directory. */
  release(): Promise<void>;
}

/** The PostgreSQL data directory used for a given DATA_DIR. */
export const pgliteDirFor = (dataDir: string): string => resolve(dataDir, 'db');

async function start(dir: string): Promise<{ pglite: PGlite; unlock: () => void }> {
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  try {
    // btree_gist lets a migration declare exclusion constraints (a doctor's overlapping bookings), as on the
    // PostgreSQL server, where it ships with contrib; `CREATE EXTENSION` still decides whether it is used.
    const pglite = await PGlite.create(dir, { extensions: { btree_gist: btreeGist } });
    return { pglite, unlock };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * One PGlite per data directory per process, shared by every service of the embedded process (each in its own
 * PostgreSQL schema) and reference-counted. PGlite is a single connection, but its `query`, `exec` and
 * `transaction` all take one exclusive lock, so a transaction of one service never interleaves with another
 * service's statements (proved in shared-pglite.integration-spec.ts).
 */
export async function acquireSharedPglite(dataDir: string): Promise<SharedPglite> {
  const dir = pgliteDirFor(dataDir);
  // A directory being closed must finish closing before it is opened again.
  for (let pending = registry.closing.get(dir); pending; pending = registry.closing.get(dir)) {
    await pending.catch(() => undefined);
  }

  let entry = registry.open.get(dir);
  if (!entry) {
    entry = { ready: start(dir), refs: 0 };
    registry.open.set(dir, entry);
  }
  const held = entry;
  held.refs += 1;

  let opened: { pglite: PGlite; unlock: () => void };
  try {
    opened = await held.ready;
  } catch (error) {
    held.refs -= 1;
    if (registry.open.get(dir) === held) {
      registry.open.delete(dir);
    }
    throw error;
  }

  let released = false;
  return {
    pglite: opened.pglite,
    release: async () => {
      if (released) {
        return;
      }
      released = true;
      held.refs -= 1;
      if (held.refs > 0) {
        return;
      }
      registry.open.delete(dir);
      const closing = (async () => {
        try {
          // PGlite.close waits for running queries and transactions, then shuts Postgres down cleanly.
          await opened.pglite.close();
        } finally {
          opened.unlock();
        }
      })();
      registry.closing.set(dir, closing);
      try {
        await closing;
      } finally {
        if (registry.closing.get(dir) === closing) {
          registry.closing.delete(dir);
        }
      }
    },
  };
}

/** How many holders share the PGlite of a DATA_DIR (0 when closed); for tests and diagnostics. */
export const sharedPgliteHolders = (dataDir: string): number =>
  registry.open.get(pgliteDirFor(dataDir))?.refs ?? 0;
