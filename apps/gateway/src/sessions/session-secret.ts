import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { type GatewayConfig } from '../config/gateway.config';

/**
 * SESSION_SECRET, or a random secret kept in DATA_DIR so that sessions survive a restart of the embedded process.
 * Every gateway replica of a distributed deployment must be given the same SESSION_SECRET.
 */
export const resolveSessionSecret = (config: Pick<GatewayConfig, 'SESSION_SECRET' | 'DATA_DIR'>): string => {
  if (config.SESSION_SECRET !== undefined) return config.SESSION_SECRET;
  const file = join(config.DATA_DIR, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(config.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
};
