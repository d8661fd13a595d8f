import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import {
  ACCOUNT_EVENTS,
  AI_EVENTS,
  type EmergencyBeganEvent,
  type EmergencyNotification,
  type HealthEmergencyEvent,
  NOTIFICATION_EVENTS,
  type ServiceName,
  SERVICE_NAMES,
  type UserAppointmentsResponse,
} from '@vitalsync/contracts';
import {
  APPOINTMENTS_PATH,
  type DistributedSystem,
  EMERGENCY_HEART_RATE,
  EventBroker,
  EveryEventInbox,
  FAR_FUTURE_MONDAY,
  type NatsServer,
  type Participant,
  type ReceivedEvent,
  type RunningProcess,
  type ServiceDatabases,
  at,
  bookedAppointment,
  allMessages,
  connectNotifications,
  consultedPatientWhen,
  emergencyNotificationsWhen,
  insightsWhen,
  createServiceDatabases,
  freePort,
  openChat,
  ownProfile,
  postMessage,
  queryDatabase,
  savedHealth,
  signedInParticipants,
  startDistributed,
  startNatsServer,
  type WaitOptions,
  waitFor as waitForCondition,
  waitUntilHealthy,
} from '@vitalsync/testing';
import { type Socket } from 'socket.io-client';

import { sampleOf, scrape } from './ops-endpoints';
import { type WriteLane, type WriteOutcome, WriteLoad } from './write-load';

/**
 * Issue 16's tests of the event machinery, in distributed mode, on a nats-server (with JetStream) and PostgreSQL
 * databases of this file's own, so stopping the broker or a service disturbs nothing else. Each test would fail with
 * at-most-once core NATS events: an event whose consumer, storer or broker is away at the moment is never seen.
 */

const BUS_TIMEOUT_MS = 5_000;
/** A request may take the bus timeout and this much more (six processes and the test on two cores) before it counts as hung. */
const CLIENT_MARGIN_MS = 5_000;
const SETTINGS = {
  BUS_TIMEOUT_MS: String(BUS_TIMEOUT_MS),
  // Every client of this file comes from 127.0.0.1: the load must meet no rate limit.
  RATE_LIMIT_API_PER_MINUTE: '1000000',
  RATE_LIMIT_AUTH_PER_MINUTE: '1000000',
};
/**
 * Bounds of the waits for an event's effects after a restart: the service boots, its consumers resume, and a
 * message a killed consumer held comes again only after the consumer's ack wait (10 s). Waits, never assertions
 * about speed: all is well long before.
 */
const EVENT_WAIT_MS = 150_000;
const SETUP_MS = 240_000;
const TEST_MS = 420_000;
/** How long the broker stays away in the outage test. */
const OUTAGE_MS = 10_000;

const isEmergencyToast = ({ event }: ReceivedEvent): boolean => event === NOTIFICATION_EVENTS.emergency;
const toastsAbout = (received: ReceivedEvent[], accept: (toast: EmergencyNotification) => boolean) =>
  received.filter((item) => isEmergencyToast(item) && accept(item.payload as EmergencyNotification));

interface AccountVersions extends Record<string, unknown> {
  profile_version: number;
  insights_version: number | null;
  health_info: { heartRate?: number; knownAllergies?: string } | null;
}

describe('durable events (distributed mode)', () => {
  let nats: NatsServer;
  let databases: ServiceDatabases;
  let system: DistributedSystem;
  let broker: EventBroker;
  /** The process of each service running now (a killed one is replaced by its restart). */
  const current = {} as Record<ServiceName, RunningProcess>;
  /** Every service process this file started, for the failure messages. */
  const everyProcess: RunningProcess[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    nats = await startNatsServer();
    databases = await createServiceDatabases(process.env['DATABASE_URL']);
    system = await startDistributed({ natsUrl: nats.url, databaseUrls: databases.urls, env: SETTINGS });
    Object.assign(current, system.services);
    everyProcess.push(...Object.values(system.services));
    broker = await EventBroker.connect(nats.url);
  }, SETUP_MS);

  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });

  afterAll(async () => {
    await broker?.close();
    await system?.stop();
    await nats?.stop();
    await databases?.drop();
  }, SETUP_MS);

  const query = <T extends Record<string, unknown>>(
    service: ServiceName,
    text: string,
    values: unknown[] = [],
  ) => queryDatabase<T>(databases.urls[service], text, values);

  const kill = async (service: ServiceName): Promise<void> => {
    await current[service].stop('SIGKILL');
  };

  /** Starts the service again (same database, same NATS); with `healthy`, waits until every service answers. */
  const restart = async (
    service: ServiceName,
    { env = {}, healthy = true }: { env?: NodeJS.ProcessEnv; healthy?: boolean } = {},
  ): Promise<RunningProcess> => {
    const running = system.addService(service, env);
    current[service] = running;
    everyProcess.push(running);
    if (healthy) await waitUntilHealthy(system.baseUrl, [running]);
    return running;
  };

  const exited = (): string[] =>
    Object.values(current)
      .filter((running) => running.child.exitCode !== null || running.child.signalCode !== null)
      .map(({ name }) => name);

  /** The end of what the service's current process printed (warn and error lines), for failure messages. */
  const logsOf = (service: ServiceName): string =>
    `--- ${current[service].name} (last lines) ---\n${current[service].output().slice(-6_000)}`;

  /** waitFor, with what the services printed meanwhile in the error of a wait that timed out. */
  const waitFor = async <T>(probe: () => Promise<T | undefined>, options: WaitOptions): Promise<T> => {
    try {
      return await waitForCondition(probe, options);
    } catch (error) {
      const logs = (['ai', 'auth', 'appointment', 'chat'] as const).map(logsOf).join('\n');
      throw new Error(`${(error as Error).message}\n${logs}`);
    }
  };

  const listen = async (participant: Participant): Promise<EveryEventInbox> => {
    const socket = await connectNotifications(system.baseUrl, participant.client.cookie);
    sockets.push(socket);
    return new EveryEventInbox(socket);
  };

  /** Polls the patient's own profile until its insights pass `accept` (generous: events may wait for a restart). */
  const versionsOf = async (accountId: string): Promise<AccountVersions> => {
    const [row] = await query<AccountVersions>(
      'auth',
      'select profile_version, insights_version, health_info from auth.accounts where id = $1',
      [accountId],
    );
    if (!row) throw new Error(`no account ${accountId}`);
    return row;
  };

  /** Waits until auth-svc stores insights of the profile's current version (the effect of every event of a save). */
  const insightsAtProfileVersion = (accountId: string): Promise<AccountVersions> =>
    waitFor(
      async () => {
        const row = await versionsOf(accountId);
        return row.insights_version === row.profile_version ? row : undefined;
      },
      {
        timeoutMs: EVENT_WAIT_MS,
        intervalMs: 200,
        description: `insights of ${accountId} at its profile version`,
      },
    );

  /** Patients' signup insights are in: ai-svc holds no event of theirs when a test stops something. */
  const signupHandled = async (...patients: Participant[]): Promise<void> => {
    for (const patient of patients)
      await insightsWhen(patient.client, () => true, 'the signup insights', EVENT_WAIT_MS);
  };

  it(
    'computes, stores and pushes an emergency saved while ai-svc was killed, once it is back: alert, consulted list, one toast, one stored notification (distributed)',
    async () => {
      const [doctor, patient, laterPatient] = await signedInParticipants(system.baseUrl, [
        'doctor',
        'user',
        'user',
      ] as const);
      await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '09:00'));
      await bookedAppointment(laterPatient, doctor, at(FAR_FUTURE_MONDAY, '10:00'));
      await signupHandled(patient, laterPatient);
      const inbox = await listen(doctor);

      await kill('ai');
      await savedHealth(patient.client, { heartRate: EMERGENCY_HEART_RATE });
      // Nobody could compute the save's insights yet: the profile still shows the signup's.
      expect((await ownProfile(patient.client)).health_info.ai_generated?.health_alert.emergency).toBe(false);

      await restart('ai');

      const insights = await insightsWhen(
        patient.client,
        (candidate) => candidate.health_alert.emergency,
        'the emergency computed after ai-svc came back',
        EVENT_WAIT_MS,
      );
      expect(insights.health_alert.alert).toContain(String(EMERGENCY_HEART_RATE));
      const consulted = await consultedPatientWhen(
        doctor.client,
        patient.id,
        (health) => health.ai_generated?.health_alert.emergency === true,
        'the consulted-patients entry',
        EVENT_WAIT_MS,
      );
      expect(consulted.user.health_info.heartRate).toBe(EMERGENCY_HEART_RATE);

      const aboutPatient = (toast: EmergencyNotification) => toast.patientId === patient.id;
      const [toast] = toastsAbout(
        await inbox.until(
          (item) => isEmergencyToast(item) && aboutPatient(item.payload as EmergencyNotification),
        ),
        aboutPatient,
      );
      expect(toast?.payload).toEqual({
        patientId: patient.id,
        patientName: patient.fullName,
        alert: insights.health_alert.alert,
        at: expect.any(String),
      });

      // A later emergency of another patient of the doctor goes through the same outbox, relay and consumer after
      // anything of the first: once its toast is here, a second toast of the first would have come before it.
      await savedHealth(laterPatient.client, { heartRate: EMERGENCY_HEART_RATE });
      const aboutLater = (item: EmergencyNotification) => item.patientId === laterPatient.id;
      const received = await inbox.until(
        (item) => isEmergencyToast(item) && aboutLater(item.payload as EmergencyNotification),
      );
      expect(toastsAbout(received, aboutPatient)).toHaveLength(1);

      const stored = await emergencyNotificationsWhen(
        doctor.client,
        patient.id,
        (about) => about.length > 0,
        EVENT_WAIT_MS,
      );
      await emergencyNotificationsWhen(
        doctor.client,
        laterPatient.id,
        (about) => about.length > 0,
        EVENT_WAIT_MS,
      );
      expect(stored).toEqual([
        expect.objectContaining({ patientId: patient.id, alert: insights.health_alert.alert, read: false }),
      ]);
      await expect(
        query(
          'ai',
          'select count(*) from ai.emergency_notifications where patient_id = $1 and doctor_id = $2',
          [patient.id, doctor.id],
        ),
      ).resolves.toEqual([{ count: '1' }]);
      expect(exited()).toEqual([]);
    },
    TEST_MS,
  );

  it(
    'stores insights computed while auth-svc was killed once auth-svc is back, at the profile’s version (distributed)',
    async () => {
      const [patient] = await signedInParticipants(system.baseUrl, ['user'] as const);
      await signupHandled(patient);
      const heartRate = 93;

      await kill('ai');
      await savedHealth(patient.client, { heartRate });
      const { profile_version: version } = await versionsOf(patient.id);
      // auth-svc has sent the save's event (so the save is not what its restart would resend) …
      await waitFor(
        async () => {
          const rows = await query<{ published_at: Date | null }>(
            'auth',
            `select published_at from auth.outbox
              where subject = $1 and payload->>'accountId' = $2 and (payload->>'version')::int = $3`,
            [ACCOUNT_EVENTS.profileUpdated, patient.id, version],
          );
          return rows[0]?.published_at ? true : undefined;
        },
        {
          timeoutMs: EVENT_WAIT_MS,
          intervalMs: 100,
          description: 'auth-svc to send the save’s profile.updated',
        },
      );
      // … and is killed before any insights of it exist.
      await kill('auth');

      await restart('ai', { healthy: false });
      // ai-svc computes and sends the insights while auth-svc is away.
      await waitFor(
        async () => {
          const rows = await query<{ published_at: Date | null }>(
            'ai',
            `select published_at from ai.outbox
              where subject = $1 and payload->>'accountId' = $2 and (payload->>'version')::int = $3`,
            [AI_EVENTS.insightsGenerated, patient.id, version],
          );
          return rows[0]?.published_at ? true : undefined;
        },
        {
          timeoutMs: EVENT_WAIT_MS,
          intervalMs: 200,
          description: `ai-svc to send the insights of version ${version}`,
        },
      );
      expect((await versionsOf(patient.id)).insights_version).toBeLessThan(version);

      await restart('auth');

      const stored = await insightsAtProfileVersion(patient.id);
      expect(stored.profile_version).toBe(version);
      const insights = await insightsWhen(patient.client, () => true, 'the insights', EVENT_WAIT_MS);
      expect(insights.health_summary).toContain(`${heartRate} bpm`);
      expect(exited()).toEqual([]);
    },
    TEST_MS,
  );

  it(
    'publishes an event committed by a process that died before it could publish it, once a new one starts (distributed)',
    async () => {
      const [patient] = await signedInParticipants(system.baseUrl, ['user'] as const);
      await signupHandled(patient);
      const heartRate = 94;
      const subjects = await broker.streamSubjects();
      expect(subjects).toContain(ACCOUNT_EVENTS.profileUpdated);

      // The stream refuses profile.updated: auth-svc's relay cannot publish it, requests still flow.
      await broker.setStreamSubjects(subjects.filter((subject) => subject !== ACCOUNT_EVENTS.profileUpdated));
      try {
        // The save answers 200: its event is committed in the outbox, not sent.
        await savedHealth(patient.client, { heartRate });
        const { profile_version: version } = await versionsOf(patient.id);
        const unsent = await query<{ event_id: string; published_at: Date | null }>(
          'auth',
          `select event_id, published_at from auth.outbox
            where subject = $1 and payload->>'accountId' = $2 and (payload->>'version')::int = $3`,
          [ACCOUNT_EVENTS.profileUpdated, patient.id, version],
        );
        expect(unsent).toEqual([{ event_id: expect.any(String), published_at: null }]);
        // The relay has tried and failed (one warn line per outage) …
        await waitFor(
          async () =>
            /outbox of auth cannot be sent for now/.test(current.auth.output()) ? true : undefined,
          { timeoutMs: 30_000, description: 'auth-svc’s relay to fail' },
        );
        // … and its process dies with the row unsent.
        await kill('auth');
      } finally {
        await broker.setStreamSubjects(subjects);
      }
      const unsentVersions = await versionsOf(patient.id);
      expect(unsentVersions.insights_version).toBeLessThan(unsentVersions.profile_version);

      await restart('auth');

      const stored = await insightsAtProfileVersion(patient.id);
      const [sent] = await query<{ published_at: Date | null }>(
        'auth',
        `select published_at from auth.outbox
          where subject = $1 and payload->>'accountId' = $2 and (payload->>'version')::int = $3`,
        [ACCOUNT_EVENTS.profileUpdated, patient.id, stored.profile_version],
      );
      expect(sent?.published_at).toBeInstanceOf(Date);
      const insights = await insightsWhen(patient.client, () => true, 'the insights', EVENT_WAIT_MS);
      expect(insights.health_summary).toContain(`${heartRate} bpm`);
      expect(exited()).toEqual([]);
    },
    TEST_MS,
  );

  it(
    'pushes one toast for an event delivered three times, and stores one notification for an event consumed twice (distributed)',
    async () => {
      const [doctor, patient] = await signedInParticipants(system.baseUrl, ['doctor', 'user'] as const);
      await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '09:00'));
      const inbox = await listen(doctor);
      const tag = randomUUID();

      // health.emergency (gateways' live listeners): twice to the stream with one message id (the second is
      // dropped by the stream but still reaches the listeners) and once more over core NATS, one event id.
      const pushed: HealthEmergencyEvent = {
        patientId: patient.id,
        patientName: patient.fullName,
        alert: `Pushed three times ${tag}`,
        doctorIds: [doctor.id],
        at: new Date().toISOString(),
      };
      const eventId = randomUUID();
      expect((await broker.publishDurable(AI_EVENTS.emergency, pushed, { eventId })).duplicate).toBe(false);
      expect((await broker.publishDurable(AI_EVENTS.emergency, pushed, { eventId })).duplicate).toBe(true);
      await broker.publishCore(AI_EVENTS.emergency, pushed, eventId);
      // Published after them on the same connection: it reaches the socket after every one of them.
      const marker = { ...pushed, alert: `Marker ${tag}` };
      await broker.publishCore(AI_EVENTS.emergency, marker, randomUUID());
      const received = await inbox.until(
        (item) => isEmergencyToast(item) && (item.payload as EmergencyNotification).alert === marker.alert,
      );
      expect(toastsAbout(received, (toast) => toast.alert === pushed.alert)).toHaveLength(1);

      // health.emergency.began (ai-svc's durable consumer): the same event twice in the stream, as a relay resends
      // it after the stream's duplicate window: two message ids, one event id.
      const began: EmergencyBeganEvent = {
        patientId: patient.id,
        patientName: patient.fullName,
        alert: `Began twice ${tag}`,
        version: 2,
        at: new Date().toISOString(),
      };
      const beganId = randomUUID();
      await broker.publishDurable(AI_EVENTS.emergencyBegan, began, { eventId: beganId, msgId: randomUUID() });
      await broker.publishDurable(AI_EVENTS.emergencyBegan, began, { eventId: beganId, msgId: randomUUID() });
      // A later event of the same consumer: handled after both deliveries above.
      const laterBegan = { ...began, alert: `Began later ${tag}` };
      await broker.publishDurable(AI_EVENTS.emergencyBegan, laterBegan);

      const afterBegan = await inbox.until(
        (item) =>
          isEmergencyToast(item) && (item.payload as EmergencyNotification).alert === laterBegan.alert,
      );
      expect(toastsAbout(afterBegan, (toast) => toast.alert === began.alert)).toHaveLength(1);
      const stored = await emergencyNotificationsWhen(
        doctor.client,
        patient.id,
        (about) => about.some((notification) => notification.alert === laterBegan.alert),
        EVENT_WAIT_MS,
      );
      expect(stored.filter((notification) => notification.alert === began.alert)).toHaveLength(1);
      await expect(
        query('ai', 'select doctor_id from ai.emergency_notifications where source_event_id = $1', [beganId]),
      ).resolves.toEqual([{ doctor_id: doctor.id }]);
    },
    TEST_MS,
  );

  it(
    'puts an event that breaks its contract with the dead letters of each consumer, with an error line and a metric, and later events still flow (distributed)',
    async () => {
      const [patient] = await signedInParticipants(system.baseUrl, ['user'] as const);
      await signupHandled(patient);
      // ai-svc again, with its metrics on a port of this test's choosing.
      const opsPort = await freePort();
      await kill('ai');
      const ai = await restart('ai', { env: { OPS_PORT: String(opsPort) } });
      const opsUrl = `http://127.0.0.1:${opsPort}`;

      const poison = {
        accountId: patient.id,
        role: 'user',
        card: { fullName: patient.fullName, profilePicture: null },
        health_info: { heartRate: 80 },
        version: 'x',
        at: new Date().toISOString(),
      };
      const { eventId } = await broker.publishDurable(ACCOUNT_EVENTS.profileUpdated, poison);

      for (const service of ['ai', 'appointment'] as const) {
        const rows = await waitFor(
          async () => {
            const found = await query(
              service,
              `select consumer, event_id, subject, payload, error, deliveries from ${service}.dead_letters
                where event_id = $1`,
              [eventId],
            );
            return found.length > 0 ? found : undefined;
          },
          {
            timeoutMs: EVENT_WAIT_MS,
            intervalMs: 200,
            description: `the dead letter in ${service}.dead_letters`,
          },
        );
        expect(rows).toEqual([
          {
            consumer: `${service}:${ACCOUNT_EVENTS.profileUpdated}`,
            event_id: eventId,
            subject: ACCOUNT_EVENTS.profileUpdated,
            payload: expect.stringContaining('"version":"x"'),
            error: expect.stringMatching(/\S/),
            // Refused for its payload: no retry can mend it.
            deliveries: 1,
          },
        ]);
      }

      const line = await waitFor(
        async () =>
          ai
            .output()
            .split('\n')
            .find((candidate) => candidate.includes(`gave up on event ${eventId}`)),
        { timeoutMs: 30_000, description: `ai-svc's log line about ${eventId}` },
      );
      expect(JSON.parse(line)).toMatchObject({ level: 50 });
      const series = `vitalsync_dead_letters_total{consumer="ai:${ACCOUNT_EVENTS.profileUpdated}"}`;
      const metrics = await waitFor(
        async () => {
          const text = await scrape(opsUrl);
          return (sampleOf(text, series) ?? 0) >= 1 ? text : undefined;
        },
        { timeoutMs: 30_000, intervalMs: 200, description: `${series} on ai-svc's /metrics` },
      );
      expect(sampleOf(metrics, series)).toBe(1);

      // The consumers go on: a valid save after it gets its insights.
      await savedHealth(patient.client, { heartRate: 95 });
      await insightsAtProfileVersion(patient.id);
      const insights = await insightsWhen(
        patient.client,
        (candidate) => candidate.health_summary.includes('95 bpm'),
        'insights of the later save',
        EVENT_WAIT_MS,
      );
      expect(insights.health_alert.emergency).toBe(false);
      expect(exited()).toEqual([]);
    },
    TEST_MS,
  );

  it(
    'answers 2xx or 503 while the broker is down 10 s during a stream of writes, and afterwards every acknowledged write is there and every event of them had its effect (distributed)',
    async () => {
      const lanesCount = 3;
      const roles = [
        ...Array.from({ length: lanesCount }, () => ['doctor', 'user'] as const).flat(),
        'doctor',
        'doctor',
      ] as const;
      const people = await signedInParticipants(system.baseUrl, roles);
      const pool = people.slice(lanesCount * 2);
      const lanes: WriteLane[] = [];
      for (let index = 0; index < lanesCount; index++) {
        const doctor = people[index * 2] as Participant;
        const patient = people[index * 2 + 1] as Participant;
        await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '09:00'));
        const chat = await openChat(patient.client, doctor.id, patient.id);
        if (chat.status !== 200) throw new Error(`chat failed: ${chat.status} ${chat.raw}`);
        lanes.push({
          patient,
          chatId: chat.body.chats._id,
          profile: await ownProfile(patient.client),
          doctors: pool,
        });
      }
      await signupHandled(...lanes.map((lane) => lane.patient));
      const loadStartedAt = new Date();

      const load = new WriteLoad(
        lanes,
        system.baseUrl,
        BUS_TIMEOUT_MS + CLIENT_MARGIN_MS,
        `outage ${randomUUID().slice(0, 8)}`,
      );
      const kinds = ['booking', 'profile save', 'chat post'] as const;
      const acknowledgedOfEachKind = (from: number, count: number) => (outcomes: readonly WriteOutcome[]) =>
        kinds.every(
          (kind) =>
            outcomes.filter(
              (outcome) =>
                outcome.kind === kind &&
                outcome.startedAt >= from &&
                outcome.status !== undefined &&
                outcome.status < 300,
            ).length >= count,
        );
      load.start();
      /** Requests started before this one were sent while the broker was there (some still in flight at the cut). */
      let goneAt = 0;
      /** Requests from goneAt to this one were started while the broker was away. */
      let backAt = 0;
      try {
        // A stream under way when the broker goes, and again after it is back.
        await load.until(acknowledgedOfEachKind(0, 10));
        await nats.stop();
        goneAt = load.startedCount;
        await sleep(OUTAGE_MS);
        backAt = load.startedCount;
        await nats.start();
        await load.until(acknowledgedOfEachKind(load.startedCount, 10));
      } finally {
        await load.stop();
      }

      const acknowledged = (outcome: WriteOutcome) =>
        outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;
      const refusedWithMessage = (outcome: WriteOutcome, statuses: number[]) =>
        outcome.status !== undefined &&
        statuses.includes(outcome.status) &&
        typeof (outcome.body as { message?: unknown } | undefined)?.message === 'string';
      // Never a 500, never a hang: every request was answered within the bus timeout and its margin. One sent
      // while the broker was away fails fast with 503 and a message; one already waiting for its reply when the
      // broker went may also time out at the bus timeout (504, with a message): its outcome is unknown.
      const wrong = load.outcomes.filter((outcome) =>
        outcome.startedAt < goneAt
          ? !(acknowledged(outcome) || refusedWithMessage(outcome, [503, 504]))
          : !(acknowledged(outcome) || refusedWithMessage(outcome, [503])),
      );
      expect(wrong).toEqual([]);
      // The outage was met.
      expect(
        load.outcomes.filter(
          (outcome) => outcome.startedAt >= goneAt && outcome.startedAt < backAt && outcome.status === 503,
        ).length,
      ).toBeGreaterThan(0);

      // Every acknowledged booking is stored.
      for (const [index, lane] of lanes.entries()) {
        const booked = load.acknowledged('booking').filter((outcome) => outcome.lane === index);
        const list = await lane.patient.client.get<UserAppointmentsResponse>(`${APPOINTMENTS_PATH}/user`);
        expect(list.status).toBe(200);
        const stored = new Set(
          list.body.appointments.map(
            (appointment) => `${appointment.doctor.doctorId} ${appointment.dateTime}`,
          ),
        );
        expect(
          booked
            .map((outcome) => `${outcome.doctorId} ${outcome.dateTime}`)
            .filter((key) => !stored.has(key)),
        ).toEqual([]);
      }

      // Every acknowledged message is stored, once.
      for (const [index, lane] of lanes.entries()) {
        const posted = load.acknowledged('chat post').filter((outcome) => outcome.lane === index);
        const doctor = people[index * 2] as Participant;
        const contents = (await allMessages(lane.patient.client, doctor.id, lane.patient.id)).map(
          (message) => message.content,
        );
        for (const outcome of posted)
          expect(contents.filter((content) => content === outcome.chatMarker)).toHaveLength(1);
      }

      // Every profile holds its last acknowledged save (or a later one whose answer was a 503), and the events of
      // the saves had their effect: the stored insights are of the profile's current version, in both services.
      for (const [index, lane] of lanes.entries()) {
        const saves = load.outcomes.filter(
          (outcome) => outcome.kind === 'profile save' && outcome.lane === index,
        );
        const lastAcknowledged = saves
          .filter((outcome) => outcome.status !== undefined && outcome.status < 300)
          .at(-1);
        const allowed = saves
          .filter(
            (outcome) => lastAcknowledged === undefined || outcome.startedAt >= lastAcknowledged.startedAt,
          )
          .map((outcome) => outcome.profileMarker);
        const versions = await insightsAtProfileVersion(lane.patient.id);
        expect(allowed).toContain(versions.health_info?.knownAllergies);
        const [aiRow] = await query<{ version: number }>(
          'ai',
          'select version from ai.health_insights where account_id = $1',
          [lane.patient.id],
        );
        expect(aiRow?.version).toBe(versions.profile_version);
        const insights = await insightsWhen(lane.patient.client, () => true, 'the insights', EVENT_WAIT_MS);
        expect(insights.health_summary).toContain(`${versions.health_info?.heartRate} bpm`);
      }

      // Every booked pair can chat.
      const pairs = new Map<string, { patient: Participant; doctorId: string }>();
      for (const outcome of load.acknowledged('booking')) {
        const patient = lanes[outcome.lane]?.patient as Participant;
        pairs.set(`${patient.id} ${outcome.doctorId}`, { patient, doctorId: outcome.doctorId as string });
      }
      for (const { patient, doctorId } of pairs.values()) {
        const chat = await waitFor(
          async () => {
            const response = await openChat(patient.client, doctorId, patient.id);
            return response.status === 200 ? response : undefined;
          },
          { timeoutMs: EVENT_WAIT_MS, intervalMs: 200, description: 'the booked pair’s chat' },
        );
        const posted = await postMessage(
          patient.client,
          chat.body.chats._id,
          `after the outage ${randomUUID()}`,
        );
        expect(posted.status).toBeLessThan(300);
      }

      // Nothing was given up on, and nothing died.
      for (const service of SERVICE_NAMES) {
        const [table] = await query<{ exists: boolean }>(
          service,
          `select to_regclass('${service}.dead_letters') is not null as exists`,
        );
        if (!table?.exists) continue;
        const letters = await query(
          service,
          `select consumer, subject, error from ${service}.dead_letters where failed_at >= $1`,
          [loadStartedAt],
        );
        expect({ service, letters }).toEqual({ service, letters: [] });
      }
      expect(exited()).toEqual([]);
    },
    TEST_MS,
  );
});
