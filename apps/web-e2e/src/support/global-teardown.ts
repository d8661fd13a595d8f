import { rmSync } from 'node:fs';

/** Removes the embedded server's data directory the config created for this run. */
const globalTeardown = (): void => {
  const dataDir = process.env['WEB_E2E_DATA_DIR'];
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
};

export default globalTeardown;
