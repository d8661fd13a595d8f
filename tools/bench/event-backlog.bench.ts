// `npm run bench`, seventh part: durable events (issue 16). How fast a consumer drains the backlog an outage left:
// ai-svc is stopped, BENCH_BACKLOG_PATIENTS patients save their profile BENCH_BACKLOG_SAVES times each (every save
// is a profile.updated event kept by the stream and no consumer reads it), ai-svc starts again, and the time until
// every patient's insights describe their last save gives the drain rate. The saves' own rate while ai-svc is away
// is the baseline of the same run: the backlog drains at least that fast or an outage never ends.
import { type SaveUserProfileRequest } from '@vitalsync/contracts';
import {
  PROFILE_PATH,
  type Participant,
  editableUserProfile,
  insightsWhen,
  ownProfile,
  signedInParticipants,
} from '@vitalsync/testing';

import { inDistributed } from './bench-systems';

const PATIENTS = Number(process.env['BENCH_BACKLOG_PATIENTS'] ?? 20);
const SAVES = Number(process.env['BENCH_BACKLOG_SAVES'] ?? 50);

/** The weight of save `index`: each save differs, and the last one's shows in the insights' summary. */
const weightOf = (index: number): number => 60 + index / 10;

const saveAll = async (patient: Participant, form: SaveUserProfileRequest): Promise<void> => {
  for (let index = 1; index <= SAVES; index += 1) {
    const response = await patient.client.post(PROFILE_PATH, {
      json: { ...form, health_info: { ...form.health_info, weight: weightOf(index) } },
      headers: { origin: patient.client.baseUrl },
    });
    if (response.status !== 200) throw new Error(`save failed: ${response.status}`);
  }
};

const main = async (): Promise<void> => {
  await inDistributed(async ({ baseUrl, distributed }) => {
    if (!distributed) throw new Error('the backlog bench needs the distributed processes');
    const patients = await signedInParticipants(
      baseUrl,
      Array.from({ length: PATIENTS }, () => 'user' as const),
    );
    const forms = await Promise.all(
      patients.map(async (patient) => editableUserProfile(await ownProfile(patient.client))),
    );
    await distributed.services.ai.stop('SIGTERM');

    const savingFrom = performance.now();
    await Promise.all(
      patients.map((patient, index) => saveAll(patient, forms[index] as SaveUserProfileRequest)),
    );
    const savingMs = performance.now() - savingFrom;
    const events = PATIENTS * SAVES;

    const drainFrom = performance.now();
    distributed.addService('ai');
    const last = `${weightOf(SAVES)} kg`;
    await Promise.all(
      patients.map((patient) =>
        insightsWhen(
          patient.client,
          (insights) => insights.health_summary.includes(last),
          'the last save drained',
        ),
      ),
    );
    const drainMs = performance.now() - drainFrom;

    console.log(
      `Event backlog: ${events} profile.updated events (${PATIENTS} patients × ${SAVES} saves) kept while ai-svc was away.`,
    );
    console.log('| what | events | seconds | events/s |');
    console.log('|---|---:|---:|---:|');
    const row = (what: string, ms: number) =>
      console.log(
        `| ${what} | ${events} | ${(ms / 1000).toFixed(1)} | ${Math.round(events / (ms / 1000))} |`,
      );
    row('baseline: the saves that made the backlog', savingMs);
    row("ai-svc restarted → every patient's last save in their insights", drainMs);
    console.log('(the drain includes ai-svc start-up and each event’s insights stored by auth-svc)');
  });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
