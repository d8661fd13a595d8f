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
const known: PatientData = {
  facts: { ok: true, value: facts },
  nextAppointment: { ok: true, value: appointment },
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
      nextAppointment: { ok: true, value: null },
    };
    expect(answer('My BMI?', empty)).toContain('I need your height and weight');
    expect(answer('My heart rate?', empty)).toContain('Add your heart rate');
    expect(answer('My next appointment?', empty)).toContain('You have no upcoming appointment');
  });

  it('says when the records could not be read', () => {
    const unread: PatientData = { facts: { ok: false }, nextAppointment: { ok: false } };
    expect(answer('My BMI?', unread)).toContain('I could not read your profile just now');
    expect(answer('My next appointment?', unread)).toContain('I could not read your appointments just now');
  });

  it('gives the emergency alert with a heart rate in the emergency band', () => {
    const data: PatientData = { facts: { ok: true, value: healthFactsOf({ heartRate: 140 }) } };
    expect(answer('Is my heart rate fine?', data)).toContain('Emergency: heart rate 140 bpm');
  });
});
