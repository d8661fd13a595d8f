import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Claims a PGlite data directory for this process with `<dir>.lock` holding the pid. PGlite has no lock of its own,
 * and two processes writing one data directory corrupt it; a lock left by a dead process (or by an earlier life of
 * this pid, e.g. pid 1 in a restarted container) is taken over. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const lockPath = `${dir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `The embedded database ${dir} is in use by process ${holder}. Stop that process, or give this one its ` +
            'own DATA_DIR (or a DATABASE_URL).',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database ${dir} (${lockPath} keeps reappearing).`);
}
