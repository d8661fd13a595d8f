import { AI_MESSAGES, ASSISTANT_TEXTS } from '@vitalsync/contracts';
import {
  EMERGENCY_HEART_RATE,
  FAKE_GEMINI_CHAT_ANSWER,
  FAKE_GEMINI_INSIGHTS,
  type FakeGeminiServer,
  HEALTHY_MEASUREMENTS,
  type Participant,
  RUN_MODES,
  type SystemUnderTest,
  askAssistant,
  asksForJson,
  defaultFakeGeminiResponder,
  insightsWhen,
  question,
  savedHealth,
  signedInParticipant,
  startFakeGeminiServer,
  startSystem,
  waitFor,
} from '@vitalsync/testing';

/** Short, so a model that never answers costs the suite little; the built-in engine answers instead. */
const GEMINI_TIMEOUT_MS = 2_000;

/** A name no text of the app contains by chance: found in a prompt, it can only have come from the profile. */
const DISTINCT_NAME = 'Zebulon Quaxworth';

/** Everything that names the patient directly, none of which may reach a model. */
const identifiersOf = (patient: Participant): string[] => [
  patient.fullName,
  'Zebulon',
  'Quaxworth',
  patient.account.email,
  patient.id,
  '7700-900123',
  '1985-06-15',
];

describe.each(RUN_MODES)('Gemini behind ai-svc (%s mode)', (mode) => {
  let fake: FakeGeminiServer;
  let system: SystemUnderTest;

  beforeAll(async () => {
    fake = await startFakeGeminiServer();
    system = await startSystem(mode, {
      GEMINI_API_KEY: 'test-key-for-the-fake-server',
      GEMINI_BASE_URL: fake.url,
      GEMINI_TIMEOUT_MS: String(GEMINI_TIMEOUT_MS),
    });
  });

  beforeEach(() => fake.respondWith(defaultFakeGeminiResponder));

  afterAll(async () => {
    await system?.stop();
    await fake?.close();
  });

  it('should take the insights’ words and the assistant’s reply from the model, with no identifier in any prompt', async () => {
    const patient = await signedInParticipant(system.baseUrl, 'user', DISTINCT_NAME);
    const before = fake.requests.length;

    await savedHealth(patient.client, HEALTHY_MEASUREMENTS);
    // The signup's own insights (asked before `before`) already carry the model's words: wait for the prompt of
    // these measurements (their BMI, 22.9) to reach the model, so the insights read next are the save's.
    await waitFor(
      async () =>
        fake.requests.slice(before).some((request) => request.text.includes('22.9')) ? true : undefined,
      { timeoutMs: 20_000, description: 'the insights prompt of the saved measurements' },
    );
    const insights = await insightsWhen(
      patient.client,
      (found) => found.health_summary.includes(FAKE_GEMINI_INSIGHTS.health_summary),
      'the model’s insights',
    );
    // The patient names themselves in the question: the assistant redacts it before the model sees it.
    const reply = await askAssistant(patient.client, {
      messages: [
        { role: 'user', text: `I am ${patient.fullName}, ${patient.account.email}, phone +44-7700-900123.` },
        { role: 'model', text: 'Hello, how can I help?' },
        { role: 'user', text: 'How can I sleep better?' },
      ],
    });

    expect(insights.health_alert.emergency).toBe(false);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'success', source: 'model', emergency: false });
    expect(reply.body.message).toContain(FAKE_GEMINI_CHAT_ANSWER);
    const prompts = fake.requests.slice(before);
    expect(prompts.length).toBeGreaterThanOrEqual(2);
    const sent = prompts.map((request) => request.text).join('\n');
    for (const identifier of identifiersOf(patient))
      expect({ identifier, found: sent.includes(identifier) }).toEqual({
        identifier,
        found: false,
      });
    // The prompts carry the de-identified facts the words are written from.
    expect(sent).toContain('22.9');
  });

  it('should keep the emergency the clinical rule decides, whatever the model says', async () => {
    const patient = await signedInParticipant(system.baseUrl, 'user');
    fake.respondWith({
      kind: 'json',
      value: { ...FAKE_GEMINI_INSIGHTS, health_alert: { alert: 'All good.', emergency: false } },
    });

    await savedHealth(patient.client, { heartRate: EMERGENCY_HEART_RATE });

    const insights = await insightsWhen(
      patient.client,
      (found) => found.health_alert.emergency,
      'the emergency the model denied',
    );
    expect(insights.health_alert.alert).not.toBe('All good.');
  });

  /** 80 kg at 175 cm: BMI 26.1, which only the built-in engine writes out (the fake's words never do). */
  const OVERWEIGHT = { ...HEALTHY_MEASUREMENTS, weight: 80 };

  const builtInInsights = (patient: Participant) =>
    insightsWhen(patient.client, (found) => found.health_summary.includes('26.1'), 'the built-in insights');

  it.each([
    ['fails with 500', { kind: 'status', status: 500 }],
    ['is rate limited (429)', { kind: 'status', status: 429 }],
    ['never answers', { kind: 'hang' }],
  ] as const)(
    'should fall back to the built-in engine when the model %s, never to the failure text',
    async (_case, failure) => {
      const patient = await signedInParticipant(system.baseUrl, 'user');
      fake.respondWith(failure);

      await savedHealth(patient.client, OVERWEIGHT);
      const reply = await askAssistant(patient.client, question('What is my BMI?'));

      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ status: 'success', source: 'built-in' });
      expect(reply.body.message).toContain('26.1');
      expect(reply.body.message.endsWith(AI_MESSAGES.automaticLabel)).toBe(true);
      expect(reply.raw).not.toContain(ASSISTANT_TEXTS.failure);
      expect((await builtInInsights(patient)).health_summary).toContain('Overweight');
    },
  );

  it.each([
    ['are not JSON', { kind: 'text', text: 'Sure! Here are your insights: {broken' }],
    ['are JSON of another shape', { kind: 'json', value: { summary: 'x', emergency: 'maybe' } }],
    [
      'carry a NUL byte',
      { kind: 'json', value: { ...FAKE_GEMINI_INSIGHTS, health_summary: 'bad \u0000 text' } },
    ],
    ['are not even the API’s JSON', { kind: 'body', body: '<html>upstream error</html>' }],
  ] as const)('should write the built-in insights when the model’s insights %s', async (_case, malformed) => {
    const patient = await signedInParticipant(system.baseUrl, 'user');
    // Only the insights' calls (JSON output) get the malformed answer; the assistant's prose is not at issue.
    fake.respondWith((request) => (asksForJson(request) ? malformed : defaultFakeGeminiResponder(request)));

    await savedHealth(patient.client, OVERWEIGHT);

    const insights = await builtInInsights(patient);
    expect(insights.health_summary).toContain('Overweight');
    expect(JSON.stringify(insights)).not.toMatch(/broken|maybe|\\u0000|upstream/);
  });
});
