import { quoted } from '../insights/built-in-insights';
import { type HealthFacts } from '../insights/health-facts';
import { HEART_RATE_BAND_WORDS, heartRateBandOf } from '../insights/heart-rate-band';
import { type Intent } from './intents';
import { medicineWordsOf, type PatientAppointments } from './patient-appointments';
import { type Read } from './patient-records';

/** Intents whose own answer already gives the patient's numbers, conditions or medicines. */
const NUMBERS: readonly Intent[] = ['bmi', 'heart-rate', 'weight'];

const recordedNumbersOf = ({ bmi, bmiCategory, heartRate }: HealthFacts): string | undefined => {
  const numbers = [
    bmi === null ? '' : `a BMI of ${bmi.toFixed(1)} (${bmiCategory})`,
    heartRate === null
      ? ''
      : `a heart rate of ${heartRate} bpm, ${HEART_RATE_BAND_WORDS[heartRateBandOf(heartRate)]}`,
  ].filter((part) => part !== '');
  return numbers.length === 0 ? undefined : `Your profile records ${numbers.join(' and ')}.`;
};

const healthWordsOf = ({ conditions, allergies }: HealthFacts): string | undefined => {
  const words = [
    conditions === '' ? '' : `conditions: ${quoted(conditions)}`,
    allergies === '' ? '' : `allergies: ${quoted(allergies)}`,
  ].filter((part) => part !== '');
  return words.length === 0
    ? undefined
    : `With what your profile lists (${words.join('; ')}), check with your doctor before you change your ` +
        'medicines, diet or exercise.';
};

/**
 * What the assistant knows of the patient that bears on any answer: their numbers, conditions and allergies,
 * and their latest prescription, each left out when its intent already answered it or when it could not be
 * read. Undefined when nothing is left.
 */
export const patientNoteOf = (
  intents: readonly Intent[],
  facts: Read<HealthFacts> | undefined,
  appointments: Read<PatientAppointments> | undefined,
): string | undefined => {
  const sentences: Array<string | undefined> = [];
  if (facts?.ok) {
    if (!intents.some((intent) => NUMBERS.includes(intent))) sentences.push(recordedNumbersOf(facts.value));
    if (!intents.includes('conditions')) sentences.push(healthWordsOf(facts.value));
  }
  const prescription = appointments?.ok ? appointments.value.latestPrescription : null;
  if (prescription && prescription.medicines.length > 0 && !intents.includes('medicines'))
    sentences.push(
      `Your latest prescription: ${prescription.medicines.map(medicineWordsOf).join(', ')}. Keep taking it as ` +
        'your doctor wrote unless they tell you otherwise.',
    );
  const note = sentences.filter((sentence) => sentence !== undefined).join(' ');
  return note === '' ? undefined : note;
};
