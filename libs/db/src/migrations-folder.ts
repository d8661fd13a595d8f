import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface MigrationsFolderLookup {
  /** MIGRATIONS_ROOT: a folder holding `<app>/meta/_journal.json`, looked at first. */
  root?: string;
  /** Folder of the running bundle; bundled apps carry their migrations in `<bundleDir>/migrations/<app>`. */
  bundleDir?: string;
  cwd?: string;
}

/**
 * Absolute path of an app's drizzle migrations, first found of: `$MIGRATIONS_ROOT/<app>`,
 * `<bundle dir>/migrations/<app>` (copied there by the app's webpack build), `<cwd>/apps/<app>/drizzle` (tests
 * and development from the workspace root). A folder counts only if it holds drizzle's `meta/_journal.json`.
 */
export function resolveMigrationsFolder(app: string, lookup: MigrationsFolderLookup = {}): string {
  const candidates = [
    lookup.root ? join(lookup.root, app) : undefined,
    join(lookup.bundleDir ?? __dirname, 'migrations', app),
    join(lookup.cwd ?? process.cwd(), 'apps', app, 'drizzle'),
  ].filter((candidate): candidate is string => candidate !== undefined);

  const found = candidates.find((candidate) => existsSync(join(candidate, 'meta', '_journal.json')));
  if (!found) {
    throw new Error(
      `No drizzle migrations found for "${app}" (looked for meta/_journal.json in: ${candidates.join(', ')}). ` +
        'Set MIGRATIONS_ROOT to the folder holding <app>/meta/_journal.json, or start from the workspace root.',
    );
  }
  return resolve(found);
}
