import { AI_MESSAGES, type UserAppointment } from '@vitalsync/contracts';

import { healthFactsOf } from '../insights/health-facts';
import { builtInAnswer, FALLBACK_ANSWER, GREETING_ANSWER, type PatientData } from './built-in-assistant';
import { intentsOf, isGreeting } from './intents';

const facts = healthFactsOf({
  height: 175,
  weight: 70,
  heartRate: 72,
  knownAllergies: 'Penicillin',
  existingMedicalConditions: 'Asthma',
});
const appointment: UserAppointment = {
  _id: 'a',
  dateTime: '2030-05-01T09:30:00.000Z',
  status: 'scheduled',
  type: 'video-call',
  reason: null,
  prescription: null,
  doctor: { fullName: 'Dr Grace Hopper', doctorId: 'd' },
};
const PRESCRIPTION = {
  medicines: [
    { name: 'Salbutamol', dosage: '2 puffs', duration: '30 days' },
    { name: 'Cetirizine', dosage: '10 mg', duration: '' },
  ],
  instructions: 'Use the inhaler before exercise.',
};
const known: PatientData = {
  facts: { ok: true, value: facts },
  appointments: { ok: true, value: { next: appointment, latestPrescription: PRESCRIPTION } },
  emergencyNumber: '999',
};

const answer = (question: string, data: PatientData = known) =>
  builtInAnswer(intentsOf(question), isGreeting(question), data);

describe('the built-in assistant', () => {
  it.each([
    ['What is my BMI?', 'Your BMI is 22.9 (Healthy Weight), from 70 kg and 175 cm.'],
    [
      'Is my pulse ok?',
      'Your recorded heart rate is 72 bpm, in the normal resting range (51 to 90 bpm at rest).',
    ],
    ['How much do I weigh?', 'Your recorded weight is 70 kg, which gives a BMI of 22.9 (Healthy Weight).'],
    ['What conditions do I have?', 'Your profile lists these conditions: Asthma. Allergies: Penicillin.'],
    [
      'When is my next appointment?',
      'Your next appointment is a video call on Wednesday 1 May 2030 at 09:30 UTC',
    ],
    ['How much water should I drink?', 'about 2 litres of water a day'],
    ['I sleep badly', 'seven to nine hours of sleep'],
    ['How many steps should I walk?', '10,000 steps a day'],
    ['What should I eat?', 'Fill half your plate with vegetables'],
    ['I feel stressed', 'Slow breathing'],
    [
      'Which medication did my doctor prescribe?',
      "Your latest prescription: Salbutamol 2 puffs for 30 days, Cetirizine 10 mg. Your doctor's instructions: " +
        'Use the inhaler before exercise.',
    ],
    ['Hello there', GREETING_ANSWER],
    ['Tell me a joke', FALLBACK_ANSWER],
  ])('answers "%s" with its own data or guidance', (question, expected) => {
    const reply = answer(question);
    expect(reply).toContain(expected);
    expect(reply.endsWith(`\n\n${AI_MESSAGES.automaticLabel}`)).toBe(true);
  });

  it('answers several intents in one question, the numbers first', () => {
    const reply = answer('Should I drink more water given my BMI?');
    expect(reply.indexOf('Your BMI')).toBeLessThan(reply.indexOf('2 litres'));
  });

  it('says what is missing rather than guess', () => {
    const empty: PatientData = {
      facts: { ok: true, value: healthFactsOf({}) },
      appointments: { ok: true, value: { next: null, latestPrescription: null } },
      emergencyNumber: '112',
    };
    expect(answer('My BMI?', empty)).toContain('I need your height and weight');
    expect(answer('My heart rate?', empty)).toContain('Add your heart rate');
    expect(answer('My next appointment?', empty)).toContain('You have no upcoming appointment');
    expect(answer('What medicines do I take?', empty)).toContain('No doctor has written you a prescription');
  });

  it('says when the records could not be read', () => {
    const unread: PatientData = { facts: { ok: false }, appointments: { ok: false }, emergencyNumber: '112' };
    expect(answer('My BMI?', unread)).toContain('I could not read your profile just now');
    expect(answer('My next appointment?', unread)).toContain('I could not read your appointments just now');
  });

  it('gives the emergency alert with a heart rate in the emergency band', () => {
    const data: PatientData = {
      facts: { ok: true, value: healthFactsOf({ heartRate: 140 }) },
      emergencyNumber: '911',
    };
    expect(answer('Is my heart rate fine?', data)).toContain('Emergency: heart rate 140 bpm');
  });

  it('brings what it knows of the patient into general advice, without repeating what the answer gave', () => {
    const reply = answer('How should I exercise?');
    expect(reply).toContain('Your profile records a BMI of 22.9 (Healthy Weight) and a heart rate of 72 bpm');
    expect(reply).toContain('(conditions: Asthma; allergies: Penicillin)');
    expect(reply).toContain('Your latest prescription: Salbutamol 2 puffs for 30 days, Cetirizine 10 mg.');
    const numbers = answer('What is my BMI?');
    expect(numbers).not.toContain('Your profile records');
    expect(numbers).toContain('(conditions: Asthma; allergies: Penicillin)');
  });

  it('names warning signs fitted to the patient and the question, with their emergency number', () => {
    const reply = answer('How should I exercise?');
    expect(reply).toMatch(/Warning signs to watch for: chest pain or pressure; .*call 999 now\./);
    expect(reply).toContain('a heartbeat that races, pounds or is very slow at rest');
    expect(reply).toContain('your condition (Asthma) suddenly getting worse');
    expect(reply).toContain('swelling of the face, lips or throat');
    const general = answer('How much water should I drink?', { emergencyNumber: '112' });
    expect(general).toMatch(/Warning signs to watch for: .*call 112 now\./);
    expect(general).not.toMatch(/heartbeat|your condition|swelling|Your profile|prescription/);
  });

  it('answers a bare greeting without warnings or notes', () => {
    expect(answer('Hello')).toBe(`${GREETING_ANSWER}\n\n${AI_MESSAGES.automaticLabel}`);
  });
});
