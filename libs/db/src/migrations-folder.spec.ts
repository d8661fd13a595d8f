import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { resolveMigrationsFolder } from './migrations-folder';

describe('resolveMigrationsFolder', () => {
  let root: string;

  const makeMigrations = (folder: string): string => {
    mkdirSync(join(folder, 'meta'), { recursive: true });
    writeFileSync(join(folder, 'meta', '_journal.json'), '{"entries":[]}');
    return folder;
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'vitalsync-migrations-'));
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('takes MIGRATIONS_ROOT/<app> first', () => {
    const fromEnv = makeMigrations(join(root, 'env', 'auth-svc'));
    makeMigrations(join(root, 'bundle', 'migrations', 'auth-svc'));
    makeMigrations(join(root, 'cwd', 'apps', 'auth-svc', 'drizzle'));

    const found = resolveMigrationsFolder('auth-svc', {
      root: join(root, 'env'),
      bundleDir: join(root, 'bundle'),
      cwd: join(root, 'cwd'),
    });

    expect(found).toBe(fromEnv);
  });

  it('takes <bundle dir>/migrations/<app> when MIGRATIONS_ROOT is unset or lacks the app', () => {
    const fromBundle = makeMigrations(join(root, 'bundle', 'migrations', 'chat-svc'));
    makeMigrations(join(root, 'cwd', 'apps', 'chat-svc', 'drizzle'));
    mkdirSync(join(root, 'env'));

    const lookup = { bundleDir: join(root, 'bundle'), cwd: join(root, 'cwd') };
    expect(resolveMigrationsFolder('chat-svc', lookup)).toBe(fromBundle);
    expect(resolveMigrationsFolder('chat-svc', { ...lookup, root: join(root, 'env') })).toBe(fromBundle);
  });

  it('falls back to <cwd>/apps/<app>/drizzle', () => {
    const fromWorkspace = makeMigrations(join(root, 'cwd', 'apps', 'ai-svc', 'drizzle'));

    expect(
      resolveMigrationsFolder('ai-svc', { bundleDir: join(root, 'bundle'), cwd: join(root, 'cwd') }),
    ).toBe(fromWorkspace);
  });

  it('ignores a folder without drizzle journal and names every place it looked when nothing is found', () => {
    mkdirSync(join(root, 'cwd', 'apps', 'ai-svc', 'drizzle'), { recursive: true });

    expect(() =>
      resolveMigrationsFolder('ai-svc', {
        root: join(root, 'env'),
        bundleDir: root,
        cwd: join(root, 'cwd'),
      }),
    ).toThrow(
      new RegExp(
        `No drizzle migrations found for "ai-svc".*${join(root, 'env', 'ai-svc')}.*${join(root, 'migrations', 'ai-svc')}.*${join(root, 'cwd', 'apps', 'ai-svc', 'drizzle')}`,
      ),
    );
  });
});
