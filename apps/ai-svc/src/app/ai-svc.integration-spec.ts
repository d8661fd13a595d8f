import { randomUUID } from 'node:crypto';

import { loadConfig } from '@vitalsync/config';
import {
  ACCOUNT_EVENTS,
  type Actor,
  AI_EVENTS,
  AI_MESSAGES,
  emergencyAdviceFor,
  AI_SUBJECTS,
  type EditableHealthInfo,
  type InsightsGeneratedEvent,
} from '@vitalsync/contracts';
import {
  createTestDatabaseLocation,
  describeEachEngine,
  type DatabaseEngine,
  type TestDatabaseLocation,
} from '@vitalsync/db';
import {
  type FakeGeminiServer,
  FAKE_GEMINI_CHAT_ANSWER,
  FAKE_GEMINI_INSIGHTS,
  defaultFakeGeminiResponder,
  patientProfile,
  type ServiceHarness,
  startFakeGeminiServer,
  startServiceHarness,
} from '@vitalsync/testing';

import { AiSvcConfig } from '../config/ai-svc.config';
import { FakeNeighbours, withFakeNeighbours } from '../testing/fake-neighbours';
import { patientUpdated } from '../testing/profile-events';
import { PATIENTS_ONLY_ACTION_MESSAGE } from './patients-only';
import { AiSvcModule } from './ai-svc.module';

const INVALID = { code: 'request.invalid', message: 'The request is not valid.' };
// The configuration's longest: a shorter one made the fake server's real answers miss it on a loaded CI machine
// (only the "no answer at all" case is meant to reach it).
const GEMINI_TIMEOUT_MS = 15_000;

/** One ai-svc on the in-process bus, next to fake neighbours, recording what it publishes. */
const useAiService = (engine: DatabaseEngine, env: () => Record<string, string>) => {
  const neighbours = new FakeNeighbours();
  let location: TestDatabaseLocation | undefined;
  let harness: ServiceHarness | undefined;

  beforeAll(async () => {
    location = await createTestDatabaseLocation(engine);
    harness = await startServiceHarness({
      service: 'ai',
      module: withFakeNeighbours(AiSvcModule, neighbours),
      config: loadConfig(AiSvcConfig, {
        DATA_DIR: location.dataDir ?? '',
        ...(location.url ? { AI_DATABASE_URL: location.url } : {}),
        ...env(),
      }),
      events: [AI_EVENTS.insightsGenerated, AI_EVENTS.emergency],
    });
  });

  afterAll(async () => {
    await harness?.close();
    await location?.dispose();
  });

  const sut = (): ServiceHarness => {
    if (!harness) throw new Error('The service is not started');
    return harness;
  };

  /** Publishes the save and waits for the insights of that version. */
  const save = async (
    accountId: string,
    version: number,
    health: Partial<EditableHealthInfo>,
    fullName?: string,
  ): Promise<InsightsGeneratedEvent> => {
    const from = sut().inbox.events.length;
    await sut().deliver(ACCOUNT_EVENTS.profileUpdated, patientUpdated(accountId, version, health, fullName));
    return sut().inbox.next(
      AI_EVENTS.insightsGenerated,
      (event) => event.accountId === accountId && event.version === version,
      from,
    );
  };

  const eventsOf = (subject: string, accountId: string) =>
    sut()
      .inbox.events.filter((event) => event.subject === subject)
      .map((event) => event.payload as { accountId?: string; patientId?: string; version?: number })
      .filter((payload) => (payload.accountId ?? payload.patientId) === accountId);

  return { neighbours, sut, save, eventsOf };
};

const patient = (): Actor => ({ id: randomUUID(), role: 'user' });

describeEachEngine('ai-svc on the in-process bus with %s', (engine) => {
  describe('with the built-in engine (no key)', () => {
    const { neighbours, sut, save, eventsOf } = useAiService(engine, () => ({}));

    it('answers its health pattern with its database up', async () => {
      await expect(sut().bus.request('ai.health', {})).resolves.toEqual({
        service: 'ai',
        status: 'up',
        database: 'up',
        uptimeSeconds: expect.any(Number),
      });
    });

    it('turns a patient save into insights with BMI 22.9 Healthy Weight for 70 kg and 175 cm', async () => {
      const insights = await save(randomUUID(), 1, { weight: 70, height: 175, heartRate: 72 });
      expect(insights).toMatchObject({ version: 1, source: 'built-in', at: expect.any(String) });
      expect(insights.ai_generated.health_summary).toContain('22.9 (Healthy Weight)');
      expect(insights.ai_generated.health_alert).toEqual({ alert: AI_MESSAGES.noAlert, emergency: false });
      expect(insights.ai_generated.lifestyle_tips.length).toBeGreaterThanOrEqual(3);
    });

    it('drops an older version that arrives after a newer one', async () => {
      const accountId = randomUUID();
      await save(accountId, 2, { weight: 80 });
      await sut().deliver(ACCOUNT_EVENTS.profileUpdated, patientUpdated(accountId, 1, { weight: 60 }));
      const last = await save(accountId, 3, { weight: 90 });

      expect(last.ai_generated.health_summary).toContain('90 kg');
      expect(eventsOf(AI_EVENTS.insightsGenerated, accountId).map((event) => event.version)).toEqual([2, 3]);
    });

    it('publishes an emergency once, with the consulting doctors, when a patient turns into one', async () => {
      const accountId = randomUUID();
      const doctorIds = [randomUUID(), randomUUID()];
      neighbours.consultedBy(accountId, doctorIds);
      const from = sut().inbox.events.length;

      const first = await save(accountId, 1, { heartRate: 150 }, 'Grace Hopper');
      expect(first.ai_generated.health_alert).toEqual({
        alert: expect.stringContaining('heart rate 150 bpm is in the emergency range'),
        emergency: true,
      });
      await expect(
        sut().inbox.next(AI_EVENTS.emergency, (event) => event.patientId === accountId, from),
      ).resolves.toEqual({
        patientId: accountId,
        patientName: 'Grace Hopper',
        alert: first.ai_generated.health_alert.alert,
        doctorIds,
        at: expect.any(String),
      });

      await save(accountId, 2, { heartRate: 160 }, 'Grace Hopper');
      await save(accountId, 3, { heartRate: 72 }, 'Grace Hopper');
      const back = sut().inbox.events.length;
      await save(accountId, 4, { heartRate: 35 }, 'Grace Hopper');
      await sut().inbox.next(AI_EVENTS.emergency, (event) => event.patientId === accountId, back);

      // Still an emergency at version 2: no second alert; back from normal at version 4: a new one.
      expect(eventsOf(AI_EVENTS.emergency, accountId)).toHaveLength(2);
      expect(neighbours.doctorQuestions.filter((id) => id === accountId)).toHaveLength(2);
    });

    it('refuses an assistant question from a doctor, and a malformed one, with nothing answered', async () => {
      const doctor: Actor = { id: randomUUID(), role: 'doctor' };
      await expect(
        sut().refusal(AI_SUBJECTS.assistant, { actor: doctor, messages: [{ role: 'user', text: 'Hi' }] }),
      ).resolves.toEqual({ code: 'forbidden', message: AI_MESSAGES.patientsOnly });
      for (const messages of [
        [],
        [{ role: 'user', text: 'a\u0000b' }],
        [{ role: 'model', text: 'Hi' }],
        'Hi',
      ])
        await expect(sut().refusal(AI_SUBJECTS.assistant, { actor: patient(), messages })).resolves.toEqual(
          INVALID,
        );
    });

    it("answers from the patient's own data, labelled as automatic", async () => {
      const actor = patient();
      const profile = patientProfile('Ada Lovelace', actor.id);
      neighbours.hasProfile({ ...profile, health_info: { ...profile.health_info, height: 175, weight: 70 } });
      neighbours.hasAppointments(actor.id, [
        {
          _id: randomUUID(),
          dateTime: '2099-05-01T09:30:00.000Z',
          status: 'scheduled',
          type: 'video-call',
          reason: null,
          prescription: null,
          doctor: { fullName: 'Dr Grace Hopper', doctorId: randomUUID() },
        },
      ]);

      const reply = await sut().bus.request(AI_SUBJECTS.assistant, {
        actor,
        messages: [{ role: 'user', text: 'What is my BMI and when is my next appointment?' }],
      });

      expect(reply).toEqual({ message: expect.any(String), source: 'built-in', emergency: false });
      expect(reply.message).toContain('Your BMI is 22.9 (Healthy Weight)');
      expect(reply.message).toContain('a video call on Friday 1 May 2099 at 09:30 UTC with Dr Grace Hopper');
      expect(reply.message.endsWith(AI_MESSAGES.automaticLabel)).toBe(true);
    });

    it('puts the emergency advice first when the question describes an emergency', async () => {
      const reply = await sut().bus.request(AI_SUBJECTS.assistant, {
        actor: patient(),
        messages: [{ role: 'user', text: 'I have crushing chest pain' }],
      });
      expect(reply.emergency).toBe(true);
      expect(reply.message.startsWith(emergencyAdviceFor('112'))).toBe(true);
    });

    it("keeps each day's water intake, reads a day never set as 0, and refuses what is out of bounds", async () => {
      const actor = patient();
      const day = new Date().toISOString().slice(0, 10);
      await expect(sut().bus.request(AI_SUBJECTS.getWater, { actor, day })).resolves.toEqual({
        day,
        litres: 0,
      });
      await expect(sut().bus.request(AI_SUBJECTS.setWater, { actor, day, litres: 1.25 })).resolves.toEqual({
        day,
        litres: 1.25,
      });
      await sut().bus.request(AI_SUBJECTS.setWater, { actor, day, litres: 2.5 });
      await expect(sut().bus.request(AI_SUBJECTS.getWater, { actor, day })).resolves.toEqual({
        day,
        litres: 2.5,
      });

      const farAhead = '2999-01-01';
      await expect(sut().refusal(AI_SUBJECTS.setWater, { actor, day: farAhead, litres: 1 })).resolves.toEqual(
        {
          code: 'ai.bad_day',
          message: AI_MESSAGES.badDay,
        },
      );
      for (const payload of [
        { actor, day, litres: 10.25 },
        { actor, day, litres: '1' },
        { actor, day: `${day}\u0000`, litres: 1 },
        { actor, day, litres: 1, extra: true },
      ])
        await expect(sut().refusal(AI_SUBJECTS.setWater, payload)).resolves.toEqual(INVALID);
      await expect(
        sut().refusal(AI_SUBJECTS.setWater, { actor: { ...actor, role: 'doctor' }, day, litres: 1 }),
      ).resolves.toEqual({ code: 'forbidden', message: PATIENTS_ONLY_ACTION_MESSAGE });
      await expect(sut().bus.request(AI_SUBJECTS.getWater, { actor, day })).resolves.toEqual({
        day,
        litres: 2.5,
      });
    });

    it('keeps dismissed reminders, once each, in the page order', async () => {
      const actor = patient();
      await expect(sut().bus.request(AI_SUBJECTS.listDismissed, { actor })).resolves.toEqual({
        dismissed: [],
      });
      await sut().bus.request(AI_SUBJECTS.dismiss, { actor, id: 'sleep' });
      await sut().bus.request(AI_SUBJECTS.dismiss, { actor, id: 'hydrate' });
      await expect(sut().bus.request(AI_SUBJECTS.dismiss, { actor, id: 'sleep' })).resolves.toEqual({
        dismissed: ['hydrate', 'sleep'],
      });
      await expect(sut().bus.request(AI_SUBJECTS.listDismissed, { actor: patient() })).resolves.toEqual({
        dismissed: [],
      });
      await expect(sut().refusal(AI_SUBJECTS.dismiss, { actor, id: 'coffee' })).resolves.toEqual(INVALID);
    });
  });

  describe('with Gemini (the real SDK against a fake server)', () => {
    let fake: FakeGeminiServer | undefined;
    const server = (): FakeGeminiServer => {
      if (!fake) throw new Error('The fake Gemini server is not started');
      return fake;
    };
    beforeAll(async () => {
      fake = await startFakeGeminiServer();
    });
    afterAll(() => fake?.close());

    const { neighbours, sut, save } = useAiService(engine, () => ({
      GEMINI_API_KEY: 'test-key',
      GEMINI_BASE_URL: server().url,
      GEMINI_TIMEOUT_MS: String(GEMINI_TIMEOUT_MS),
    }));

    /** The fake answers requests whose prompt contains `marker` with `reply`, the others as by default. */
    const whenPromptHas = (marker: string, reply: Parameters<FakeGeminiServer['enqueue']>[0]) =>
      server().respondWith((request) =>
        request.text.includes(marker) ? reply : defaultFakeGeminiResponder(request),
      );

    afterEach(() => server().reset());

    it("uses the model's words and the default reply's tips", async () => {
      const insights = await save(randomUUID(), 1, { height: 181 });
      expect(insights.source).toBe('model');
      expect(insights.ai_generated).toEqual({
        health_summary: FAKE_GEMINI_INSIGHTS.health_summary,
        health_alert: { ...FAKE_GEMINI_INSIGHTS.health_alert },
        lifestyle_tips: [...FAKE_GEMINI_INSIGHTS.lifestyle_tips],
      });
      expect(server().requests[0]?.path).toBe('/v1beta/models/gemini-2.5-flash:generateContent');
    });

    it.each([
      ['says there is none at 150 bpm', 150, false, true],
      ['says there is one at 72 bpm', 72, true, false],
    ])(
      'decides the emergency by the clinical rule when the model %s',
      async (_case, heartRate, says, expected) => {
        whenPromptHas(`Heart rate: ${heartRate} bpm`, {
          kind: 'json',
          value: {
            health_summary: 'Model summary.',
            health_alert: { alert: 'Model alert words.', emergency: says },
            lifestyle_tips: ['Model tip.'],
          },
        });
        const insights = await save(randomUUID(), 1, { heartRate });
        expect(insights.source).toBe('model');
        expect(insights.ai_generated.health_summary).toBe('Model summary.');
        expect(insights.ai_generated.health_alert.emergency).toBe(expected);
        expect(insights.ai_generated.health_alert.alert).toEqual(
          expected ? expect.stringContaining('emergency range') : 'Model alert words.',
        );
      },
    );

    it.each([
      ['an HTTP 500', { kind: 'status', status: 500 }],
      ['an HTTP 429', { kind: 'status', status: 429 }],
      ['malformed JSON', { kind: 'text', text: '{"health_summary": "cut off' }],
      ['JSON of another shape', { kind: 'json', value: { summary: 'x' } }],
      ['a body that is not the API', { kind: 'body', body: '<html>' }],
      ['no answer at all', { kind: 'hang' }],
    ] as const)('falls back to the built-in engine on %s', async (_case, reply) => {
      whenPromptHas('Height: 183 cm', reply);
      const insights = await save(randomUUID(), 1, { height: 183, weight: 70 });
      expect(insights.source).toBe('built-in');
      expect(insights.ai_generated.health_summary).toContain('Your BMI is 20.9 (Healthy Weight)');
    });

    it("answers the assistant with the model's words, or the built-in ones when the model fails", async () => {
      const actor = patient();
      neighbours.hasProfile(patientProfile('Ada Lovelace', actor.id));
      const ask = (text: string) =>
        sut().bus.request(AI_SUBJECTS.assistant, { actor, messages: [{ role: 'user', text }] });

      await expect(ask('How can I sleep better?')).resolves.toEqual({
        message: FAKE_GEMINI_CHAT_ANSWER,
        source: 'model',
        emergency: false,
      });

      whenPromptHas('I cannot breathe', { kind: 'text', text: 'You are fine, relax.' });
      const emergency = await ask('I cannot breathe');
      expect(emergency).toMatchObject({ source: 'model', emergency: true });
      expect(emergency.message).toBe(`${emergencyAdviceFor('112')}\n\nYou are fine, relax.`);

      whenPromptHas('water', { kind: 'status', status: 500 });
      const fallback = await ask('How much water should I drink?');
      expect(fallback.source).toBe('built-in');
      expect(fallback.message).toContain('2 litres');
    });

    it("never puts the patient's name, e-mail, phone, ids or date of birth in a prompt", async () => {
      const actor = patient();
      const name = 'Zebulon Quixotic-Fairweather';
      const profile = patientProfile(name, actor.id);
      const person = {
        ...profile.personal_info,
        email: 'zebulon.qf@example.test',
        phoneNumber: '+1-555-0199-777',
        dateOfBirth: '1911-11-11',
      };
      neighbours.hasProfile({
        ...profile,
        personal_info: person,
        health_info: {
          ...profile.health_info,
          existingMedicalConditions: `asthma (Zebulon's file ${actor.id}, call +1-555-0199-777)`,
        },
      });

      await save(actor.id, 1, { existingMedicalConditions: `asthma, says Zebulon (${person.email})` }, name);
      await sut().bus.request(AI_SUBJECTS.assistant, {
        actor,
        messages: [
          { role: 'model', text: "What's in your mind?" },
          { role: 'user', text: `I am ${name}, born 11/11/1911, mail me at ${person.email}` },
          { role: 'model', text: 'Noted.' },
          { role: 'user', text: `Call me on 15550199777 or +1-555-0199-777, my id is ${actor.id}` },
        ],
      });

      const prompts = server().requests.map((request) => request.text.toLowerCase());
      expect(prompts).toHaveLength(2);
      expect(prompts[1]).toContain('asthma');
      for (const identifier of [
        'zebulon',
        'quixotic',
        'fairweather',
        person.email,
        '555-0199',
        '15550199777',
        '1911-11-11',
        '11/11/1911',
        actor.id,
      ])
        for (const prompt of prompts) expect(prompt).not.toContain(identifier.toLowerCase());
    });
  });
});
