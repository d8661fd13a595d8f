// `npm run bench` after the build: every `*.bench.ts` in this folder, one after the other (each starts and stops
// the systems it measures, so none may overlap another), in name order. BENCH_ONLY (a regular expression over file
// names) picks some.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = dirname(fileURLToPath(import.meta.url));
const pick = new RegExp(process.env.BENCH_ONLY ?? '.');
const benches = readdirSync(folder)
  .filter((file) => file.endsWith('.bench.ts') && pick.test(file))
  .sort();

for (const bench of benches) {
  console.log(`\n## ${bench}\n`);
  const run = spawnSync('npx', ['tsx', '--tsconfig', 'tsconfig.base.json', join(folder, bench)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    console.error(`${bench} failed (exit ${run.status ?? run.signal})`);
    process.exit(1);
  }
}
