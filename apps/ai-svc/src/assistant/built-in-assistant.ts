import { AI_MESSAGES, type EmergencyNumber } from '@vitalsync/contracts';
import { STEPS_GOAL } from '@vitalsync/shared';

import { quoted } from '../insights/built-in-insights';
import { emergencyAlertOf } from '../insights/emergency';
import { type HealthFacts } from '../insights/health-facts';
import { HEART_RATE_BAND_WORDS, heartRateBandOf, NORMAL_HEART_RATE } from '../insights/heart-rate-band';
import { appointmentWordsOf } from './appointment-words';
import { type Intent } from './intents';
import { medicineWordsOf, type PatientAppointments } from './patient-appointments';
import { patientNoteOf } from './patient-note';
import { type Read } from './patient-records';
import { warningSignsOf } from './warning-signs';

/** What the assistant knows of the patient; a part missing or unread is left out of the answer. */
export interface PatientData {
  facts?: Read<HealthFacts>;
  appointments?: Read<PatientAppointments>;
  /** From the patient's phone country code (`emergencyNumberFor`). */
  emergencyNumber: EmergencyNumber;
}

const PROFILE_UNREAD = 'I could not read your profile just now; please ask again in a moment.';
const APPOINTMENTS_UNREAD = 'I could not read your appointments just now; please ask again in a moment.';
const WHAT_I_KNOW =
  'I can tell you about your BMI, heart rate, weight, conditions, latest prescription and next appointment, ' +
  'and give general advice on water, sleep, exercise, diet and stress.';

export const GREETING_ANSWER = `Hello! ${WHAT_I_KNOW}`;
export const FALLBACK_ANSWER = `${WHAT_I_KNOW} For a diagnosis, treatment or medicines, ask your doctor.`;

const BMI_ADVICE: Readonly<Record<NonNullable<HealthFacts['bmiCategory']>, string>> = {
  Underweight: 'Below 18.5 is underweight: talk to your doctor about reaching a healthy weight.',
  'Healthy Weight': 'From 18.5 to 24.9 is a healthy weight: keep it up.',
  Overweight: 'From 25 to 29.9 is overweight: regular activity and a balanced diet help.',
  Obesity: '30 or more is obesity: talk to your doctor about a plan for a healthy weight.',
};

const withFacts = (facts: Read<HealthFacts> | undefined, answer: (facts: HealthFacts) => string): string =>
  facts?.ok ? answer(facts.value) : PROFILE_UNREAD;

const ANSWERS: Readonly<Record<Intent, (data: PatientData) => string>> = {
  bmi: ({ facts }) =>
    withFacts(facts, ({ bmi, bmiCategory, weightKg, heightCm }) =>
      bmi === null || bmiCategory === null
        ? 'I need your height and weight to work out your BMI: add them to your profile.'
        : `Your BMI is ${bmi.toFixed(1)} (${bmiCategory}), from ${weightKg} kg and ${heightCm} cm. ` +
          BMI_ADVICE[bmiCategory],
    ),
  'heart-rate': ({ facts }) =>
    withFacts(facts, ({ heartRate }) => {
      if (heartRate === null) return 'Add your heart rate to your profile and I can tell you how it looks.';
      const band = heartRateBandOf(heartRate);
      const normal = `${NORMAL_HEART_RATE.from} to ${NORMAL_HEART_RATE.to} bpm at rest`;
      const words = HEART_RATE_BAND_WORDS[band];
      const answer = `Your recorded heart rate is ${heartRate} bpm, ${words} (${normal}).`;
      return band.startsWith('emergency') ? `${answer} ${emergencyAlertOf(heartRate)}` : answer;
    }),
  weight: ({ facts }) =>
    withFacts(facts, ({ weightKg, bmi, bmiCategory }) => {
      if (weightKg === null) return 'Add your weight to your profile and I can follow it with you.';
      const withBmi = bmi === null ? '' : `, which gives a BMI of ${bmi.toFixed(1)} (${bmiCategory})`;
      return `Your recorded weight is ${weightKg} kg${withBmi}.`;
    }),
  conditions: ({ facts }) =>
    withFacts(facts, ({ conditions, allergies }) =>
      [
        conditions === ''
          ? 'Your profile lists no existing conditions.'
          : `Your profile lists these conditions: ${quoted(conditions)}.`,
        allergies === '' ? 'It lists no allergies.' : `Allergies: ${quoted(allergies)}.`,
      ].join(' '),
    ),
  medicines: ({ appointments }) => {
    if (!appointments?.ok) return APPOINTMENTS_UNREAD;
    const prescription = appointments.value.latestPrescription;
    if (prescription === null)
      return 'No doctor has written you a prescription in VitalSync yet. For medicines, ask your doctor.';
    const instructions = prescription.instructions.trim();
    return [
      prescription.medicines.length > 0
        ? `Your latest prescription: ${prescription.medicines.map(medicineWordsOf).join(', ')}.`
        : 'Your latest prescription names no medicine.',
      instructions === '' ? '' : `Your doctor's instructions: ${quoted(instructions)}.`,
      'Ask your doctor before you stop or change a medicine.',
    ]
      .filter((sentence) => sentence !== '')
      .join(' ');
  },
  'next-appointment': ({ appointments }) => {
    if (!appointments?.ok) return APPOINTMENTS_UNREAD;
    const next = appointments.value.next;
    return next === null
      ? 'You have no upcoming appointment. You can book one in Doctor Consultation, book-appointment tab.'
      : `Your next appointment is ${appointmentWordsOf(next)} with ${next.doctor.fullName}.`;
  },
  water: () =>
    'Most adults need about 2 litres of water a day, more when it is hot or when you exercise. You can ' +
    'track your intake in the Lifestyle Tracker.',
  sleep: () =>
    'Adults need seven to nine hours of sleep. Keep regular hours, avoid screens and caffeine late in the ' +
    'day, and keep your bedroom dark and cool.',
  exercise: () =>
    'Aim for at least 150 minutes of moderate activity a week, such as brisk walking, and ' +
    `${STEPS_GOAL.toLocaleString('en-US')} steps a day. Start gently and build up.`,
  diet: () =>
    'Fill half your plate with vegetables and fruit, choose whole grains, and limit sugar, salt and ' +
    'processed food.',
  stress: () =>
    'Slow breathing, a short walk and regular sleep help with stress. If worry or low mood lasts for ' +
    'weeks, talk to your doctor.',
};

/**
 * The built-in assistant: one paragraph per intent of the question, from the patient's own data where it
 * applies, then what else it knows of the patient and the warning signs to watch for (not after a bare
 * greeting), and always the label saying no doctor or model wrote it.
 */
export const builtInAnswer = (intents: readonly Intent[], greeting: boolean, data: PatientData): string => {
  if (intents.length === 0 && greeting) return [GREETING_ANSWER, AI_MESSAGES.automaticLabel].join('\n\n');
  const paragraphs = intents.length > 0 ? intents.map((intent) => ANSWERS[intent](data)) : [FALLBACK_ANSWER];
  const warnings = warningSignsOf(
    intents,
    {
      facts: data.facts?.ok ? data.facts.value : undefined,
      prescription: data.appointments?.ok ? data.appointments.value.latestPrescription : null,
    },
    data.emergencyNumber,
  );
  return [
    ...paragraphs,
    patientNoteOf(intents, data.facts, data.appointments),
    warnings,
    AI_MESSAGES.automaticLabel,
  ]
    .filter((paragraph) => paragraph !== undefined)
    .join('\n\n');
};
