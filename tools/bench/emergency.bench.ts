// `npm run bench`, sixth part: health emergencies (issue 10). A patient's profile save with an emergency heart
// rate (150 bpm) is timed from its HTTP request until the consulting doctor's /notifications socket receives
// `health-emergency` (auth-svc → profile.updated → ai-svc's built-in engine → health.emergency → the gateway), over
// BENCH_EMERGENCY_SAVES saves one at a time, each emergency ended by a resting save (72 bpm) before the next. The
// baseline, measured in the same run: that resting save, the same request without an emergency, timed to its HTTP
// answer. Embedded: one process. Distributed: the doctor's socket on a second gateway, so the toast crosses replicas.
import { type RunningSystem, inDistributed, inEmbedded } from './bench-systems';
import { EmergencyLoad, type EmergencyRow, emergencyTable, percentile } from './emergency-latency';

/** 100, so the p99 is a sample of its own rather than the slowest one. */
const SAVES = Number(process.env['BENCH_EMERGENCY_SAVES'] ?? 100);
const WARM_UP_SAVES = 5;
/** The bound: an online consulting doctor hears of an emergency within 2 s. */
const DEADLINE_MS = 2_000;

const measureMode = async (
  mode: 'embedded' | 'distributed',
  { baseUrl }: RunningSystem,
  doctorUrl: string,
): Promise<EmergencyRow[]> => {
  const load = await EmergencyLoad.start(baseUrl, doctorUrl);
  try {
    await load.run(WARM_UP_SAVES);
    const samples = await load.run(SAVES);
    const where = doctorUrl === baseUrl ? '' : ' (doctor on a second gateway)';
    return [
      { target: `${mode}: save → doctor's health-emergency toast${where}`, samples: samples.toast },
      { target: `${mode}: the emergency save's HTTP answer`, samples: samples.emergencySave },
      { target: `${mode}: baseline, the same save without an emergency`, samples: samples.restingSave },
    ];
  } finally {
    load.close();
  }
};

const main = async (): Promise<void> => {
  console.log(
    `Health emergencies: ${SAVES} emergency saves per mode after ${WARM_UP_SAVES} of warm-up, one at a time, ` +
      'each ended by a resting save; built-in engine (no GEMINI_API_KEY).',
  );
  const embedded = await inEmbedded((system) => measureMode('embedded', system, system.baseUrl));
  const distributed = await inDistributed(async (system) => {
    if (!system.addGateway) throw new Error('distributed mode offers no second gateway');
    const second = await system.addGateway();
    return measureMode('distributed', system, second.baseUrl);
  });
  const rows = [...embedded, ...distributed];
  console.log(emergencyTable(rows));
  console.log('\nToast p50 / baseline save p50, same run:');
  for (const mode of ['embedded', 'distributed']) {
    const [toast, , baseline] = rows.filter((row) => row.target.startsWith(mode));
    if (toast && baseline)
      console.log(
        `- ${mode}: ${(percentile(toast.samples, 50) / percentile(baseline.samples, 50)).toFixed(2)}×`,
      );
  }
  const toasts = rows.filter((row) => row.target.includes('toast'));
  const late = toasts.filter((row) => percentile(row.samples, 99) >= DEADLINE_MS);
  if (late.length > 0)
    throw new Error(`p99 over ${DEADLINE_MS} ms: ${late.map((row) => row.target).join(', ')}`);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
