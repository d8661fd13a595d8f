import { type AssistantCommandDto } from '@vitalsync/backend';
import { AI_MESSAGES, type AssistantMessage, type UserProfile } from '@vitalsync/contracts';
import { patientProfile } from '@vitalsync/testing';

import { type GeminiClient, type GeminiRequest, ModelFailure } from '../gemini/gemini-client';
import { AssistantService } from './assistant.service';
import { type PatientRecords, type Read } from './patient-records';

const ACTOR = { id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11', role: 'user' as const };

const setUp = (options: { enabled: boolean; generate?: (request: GeminiRequest) => Promise<string> }) => {
  const generate = jest.fn(options.generate ?? (async () => 'Model answer.'));
  const profile: { read: Read<UserProfile> } = {
    read: { ok: true, value: patientProfile('Ada Lovelace', ACTOR.id) },
  };
  const records = {
    profileOf: jest.fn(async () => profile.read),
    nextAppointmentOf: jest.fn(async () => ({ ok: true as const, value: null })),
  };
  const sut = new AssistantService(
    { enabled: options.enabled, generate } as unknown as GeminiClient,
    records as unknown as PatientRecords,
  );
  const ask = (text: string, earlier: AssistantMessage[] = []) =>
    sut.reply({ actor: ACTOR, messages: [...earlier, { role: 'user', text }] } as AssistantCommandDto);
  return { sut, generate, records, profile, ask };
};

describe('AssistantService', () => {
  it('refuses anyone but a patient', async () => {
    const { sut } = setUp({ enabled: false });
    await expect(
      sut.reply({
        actor: { ...ACTOR, role: 'doctor' },
        messages: [{ role: 'user', text: 'Hi' }],
      } as AssistantCommandDto),
    ).rejects.toMatchObject({ error: { status: 403, message: AI_MESSAGES.patientsOnly } });
  });

  it('answers built-in without a key, reading only the records the question needs', async () => {
    const { ask, records, generate } = setUp({ enabled: false });
    await expect(ask('How should I sleep?')).resolves.toMatchObject({ source: 'built-in', emergency: false });
    expect(records.profileOf).not.toHaveBeenCalled();
    expect(records.nextAppointmentOf).not.toHaveBeenCalled();
    await ask('What is my BMI?');
    expect(records.profileOf).toHaveBeenCalledTimes(1);
    expect(generate).not.toHaveBeenCalled();
  });

  it("answers with the model's text, its conversation redacted", async () => {
    const { ask, generate } = setUp({ enabled: true });
    await expect(ask('I am Ada Lovelace, how do I sleep better?')).resolves.toEqual({
      message: 'Model answer.',
      source: 'model',
      emergency: false,
    });
    expect(JSON.stringify(generate.mock.calls)).not.toMatch(/Ada|Lovelace|ada@example.com/);
  });

  it('puts the emergency advice before any answer', async () => {
    const { ask } = setUp({ enabled: true, generate: async () => 'Nothing to worry about.' });
    await expect(ask('I want to end my life')).resolves.toEqual({
      message: `${AI_MESSAGES.emergencyAdvice}\n\nNothing to worry about.`,
      source: 'model',
      emergency: true,
    });
  });

  it.each([
    ['fails', () => Promise.reject(new ModelFailure('timeout'))],
    ['answers only blanks', async () => ' \u0000 '],
  ])('answers built-in when the model %s', async (_case, generate) => {
    const { ask } = setUp({ enabled: true, generate });
    const reply = await ask('How much water should I drink?');
    expect(reply.source).toBe('built-in');
    expect(reply.message).toContain('2 litres');
  });

  it("keeps the conversation from the model when the patient's profile cannot be read", async () => {
    const { ask, generate, profile } = setUp({ enabled: true });
    profile.read = { ok: false };
    await expect(ask('How much water should I drink?')).resolves.toMatchObject({ source: 'built-in' });
    expect(generate).not.toHaveBeenCalled();
  });
});
