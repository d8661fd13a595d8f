import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { type SystemUnderTest } from '@vitalsync/testing';

/** The report files in the system's local storage (both modes keep files under DATA_DIR without S3). */
export const storedReportFiles = (system: SystemUnderTest): string[] => {
  try {
    return readdirSync(join(system.dataDir, 'files'))
      .filter((name) => name.startsWith('report-'))
      .sort();
  } catch {
    return [];
  }
};
