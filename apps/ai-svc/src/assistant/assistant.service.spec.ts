import { Logger } from '@nestjs/common';
import {
  AI_MESSAGES,
  type AssistantMessage,
  emergencyAdviceFor,
  type UserProfile,
} from '@vitalsync/contracts';
import { newTestService, patientProfile } from '@vitalsync/testing';
import { type AssistantCommandDto } from '@vitalsync/contracts/server';

import { type GeminiRequest, ModelFailure } from '../gemini/gemini-client';
import { AssistantService } from './assistant.service';
import { type PatientAppointments } from './patient-appointments';
import { type Read } from './patient-records';

const ACTOR = { id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11', role: 'user' as const };

const PRESCRIPTION = {
  medicines: [{ name: 'Salbutamol', dosage: '2 puffs', duration: '30 days' }],
  instructions: 'Use before exercise.',
};

/** The read profile with conditions, allergies, measurements and a phone number of the given country. */
const withHealth = (read: Read<UserProfile>, phoneNumber: string): UserProfile => {
  if (!read.ok) throw new Error('The fixture profile must be read');
  return {
    ...read.value,
    personal_info: { ...read.value.personal_info, phoneNumber },
    health_info: {
      ...read.value.health_info,
      height: 175,
      weight: 70,
      heartRate: 72,
      existingMedicalConditions: 'Asthma',
      knownAllergies: 'Penicillin',
    },
  };
};

const setUp = (options: { enabled: boolean; generate?: (request: GeminiRequest) => Promise<string> }) => {
  const generate = jest.fn(options.generate ?? (async () => 'Model answer.'));
  const profile: { read: Read<UserProfile> } = {
    read: { ok: true, value: patientProfile('Ada Lovelace', ACTOR.id) },
  };
  const appointments: { read: Read<PatientAppointments> } = {
    read: { ok: true, value: { next: null, latestPrescription: null } },
  };
  const records = {
    profileOf: jest.fn(async () => profile.read),
    appointmentsOf: jest.fn(async () => appointments.read),
  };
  const { sut } = newTestService(AssistantService, [{ enabled: options.enabled, generate }, records]);
  const ask = (text: string, earlier: AssistantMessage[] = []) =>
    sut.reply({ actor: ACTOR, messages: [...earlier, { role: 'user', text }] } as AssistantCommandDto);
  return { sut, generate, records, profile, appointments, ask };
};

describe('AssistantService', () => {
  it('refuses anyone but a patient', async () => {
    const { sut } = setUp({ enabled: false });
    await expect(
      sut.reply({
        actor: { ...ACTOR, role: 'doctor' },
        messages: [{ role: 'user', text: 'Hi' }],
      } as AssistantCommandDto),
    ).rejects.toMatchObject({ error: { code: 'forbidden', message: AI_MESSAGES.patientsOnly } });
  });

  it('answers built-in without a key, with what it knows of the patient and the warning signs', async () => {
    const { ask, records, generate, profile, appointments } = setUp({ enabled: false });
    profile.read = { ok: true, value: withHealth(profile.read, '+44-7700-900123') };
    appointments.read = { ok: true, value: { next: null, latestPrescription: PRESCRIPTION } };

    const reply = await ask('How should I sleep?');

    expect(reply).toMatchObject({ source: 'built-in', emergency: false });
    for (const known of ['Asthma', 'Penicillin', 'Salbutamol 2 puffs for 30 days', 'BMI of 22.9', '72 bpm'])
      expect(reply.message).toContain(known);
    expect(reply.message).toMatch(/Warning signs to watch for: .*call 999 now\./);
    expect(records.profileOf).toHaveBeenCalledWith(ACTOR);
    expect(records.appointmentsOf).toHaveBeenCalledWith(ACTOR);
    expect(generate).not.toHaveBeenCalled();
  });

  it('still answers, without those parts, when neither the profile nor the appointments can be read', async () => {
    const { ask, profile, appointments } = setUp({ enabled: false });
    profile.read = { ok: false };
    appointments.read = { ok: false };

    const reply = await ask('I have chest pain, how should I sleep?');

    expect(reply.message.startsWith(emergencyAdviceFor('112'))).toBe(true);
    expect(reply.message).toContain('seven to nine hours');
    expect(reply.message).toContain('call 112 now');
    expect(reply.message).not.toMatch(/Your profile|prescription/);
  });

  it('gives the model the patient’s context, and logs neither the question nor health data', async () => {
    const { ask, generate, profile, appointments } = setUp({
      enabled: true,
      generate: () => Promise.reject(new ModelFailure('timeout')),
    });
    profile.read = { ok: true, value: withHealth(profile.read, '+1-202-555-0143') };
    appointments.read = { ok: true, value: { next: null, latestPrescription: PRESCRIPTION } };
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);

    const reply = await ask('My asthma wakes me, how should I sleep?');

    const [[request]] = generate.mock.calls;
    for (const known of [
      'Asthma',
      'Penicillin',
      'Salbutamol 2 puffs for 30 days',
      'Heart rate: 72 bpm',
      '911',
    ])
      expect(request.systemInstruction).toContain(known);
    expect(reply.message).toContain('call 911 now');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/asthma|Salbutamol|Penicillin|sleep|72/i);
    warn.mockRestore();
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
      message: `${emergencyAdviceFor('112')}\n\nNothing to worry about.`,
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
