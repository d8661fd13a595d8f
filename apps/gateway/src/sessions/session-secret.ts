import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MIN_SECRET_LENGTH = 32;

/**
 * SESSION_SECRET, or a random secret kept in DATA_DIR so that sessions survive a restart of the embedded process.
 * Every gateway replica of a distributed deployment must be given the same SESSION_SECRET.
 */
export const resolveSessionSecret = (env: NodeJS.ProcessEnv = process.env): string => {
  const configured = env['SESSION_SECRET'];
  if (configured !== undefined) {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
    }
    return configured;
  }
  const dataDir = env['DATA_DIR'] ?? './data';
  const file = join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
};
