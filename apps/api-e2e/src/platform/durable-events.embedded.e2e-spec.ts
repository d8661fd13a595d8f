import {
  EMERGENCY_HEART_RATE,
  type EmbeddedSystem,
  FAR_FUTURE_MONDAY,
  type FakeGeminiServer,
  asksForJson,
  at,
  bookedAppointment,
  consultedPatientWhen,
  emergencyNotificationsWhen,
  insightsWhen,
  ownProfile,
  savedHealth,
  signedInParticipants,
  startEmbedded,
  startFakeGeminiServer,
  waitFor,
} from '@vitalsync/testing';

/**
 * Issue 16's embedded test: the embedded process's outbox and in-process hub keep an event until every consumer
 * acknowledged it, so a process killed after a save's 200 and before the save's insights were stored delivers the
 * event at its next start. With events handed to handlers in memory only, the save's insights would never come.
 */

/** The restarted process boots, then delivers what its outboxes hold: generous, never waited out when all is well. */
const EVENT_WAIT_MS = 90_000;
const TEST_MS = 300_000;

describe('durable events (embedded mode)', () => {
  let gemini: FakeGeminiServer;
  let system: EmbeddedSystem | undefined;

  beforeAll(async () => {
    gemini = await startFakeGeminiServer();
  });

  afterAll(async () => {
    await system?.stop();
    await gemini?.close();
  });

  it(
    'stores the insights and the emergency of a save whose process was killed while the model was thinking, at the next start without the model (embedded)',
    async () => {
      system = await startEmbedded({
        env: {
          GEMINI_API_KEY: 'fake-key-for-tests',
          GEMINI_BASE_URL: gemini.url,
          GEMINI_TIMEOUT_MS: '15000',
        },
      });
      const { dataDir } = system;
      const [doctor, patient] = await signedInParticipants(system.baseUrl, ['doctor', 'user'] as const);
      await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '09:00'));
      // The signup's insights came from the fake model: ai-svc holds no event now.
      await insightsWhen(patient.client, () => true, 'the signup insights');
      const insightRequests = () => gemini.requests.filter(asksForJson).length;
      const asked = insightRequests();

      gemini.respondWith({ kind: 'hang' });
      await savedHealth(patient.client, { heartRate: EMERGENCY_HEART_RATE });
      await waitFor(async () => (insightRequests() > asked ? true : undefined), {
        timeoutMs: 30_000,
        intervalMs: 20,
        description: 'ai-svc to ask the model about the save',
      });
      // ai-svc waits for the model (up to 15 s): the process dies with the save's insights not computed.
      expect((await ownProfile(patient.client)).health_info.ai_generated?.health_alert.emergency).toBe(false);
      await system.process.stop('SIGKILL');
      system = undefined;

      // The same data, no model: the built-in engine answers.
      system = await startEmbedded({ dataDir, env: { GEMINI_API_KEY: '' } });
      const patientClient = patient.client.withBaseUrl(system.baseUrl);
      const doctorClient = doctor.client.withBaseUrl(system.baseUrl);

      const insights = await waitFor(
        async () => {
          const current = (await ownProfile(patientClient)).health_info.ai_generated;
          return current?.health_alert.emergency ? current : undefined;
        },
        {
          timeoutMs: EVENT_WAIT_MS,
          intervalMs: 200,
          description: `the emergency after the restart\n${system.process.output()}`,
        },
      );
      expect(insights.health_alert.alert).toContain(String(EMERGENCY_HEART_RATE));
      const consulted = await consultedPatientWhen(
        doctorClient,
        patient.id,
        (health) => health.ai_generated?.health_alert.emergency === true,
        'the consulted-patients entry',
        EVENT_WAIT_MS,
      );
      expect(consulted.user.health_info.heartRate).toBe(EMERGENCY_HEART_RATE);
      expect(
        await emergencyNotificationsWhen(
          doctorClient,
          patient.id,
          (about) => about.length > 0,
          EVENT_WAIT_MS,
        ),
      ).toEqual([
        expect.objectContaining({
          patientId: patient.id,
          patientName: patient.fullName,
          alert: insights.health_alert.alert,
          read: false,
        }),
      ]);
    },
    TEST_MS,
  );
});
