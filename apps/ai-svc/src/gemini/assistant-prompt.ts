import { type Content } from '@google/genai';
import {
  type AssistantMessage,
  type EmergencyNumber,
  type Prescription,
  type UserAppointment,
} from '@vitalsync/contracts';

import { whenWordsOf } from '../assistant/appointment-words';
import { medicineWordsOf, type PatientAppointments } from '../assistant/patient-appointments';
import { type HealthFacts } from '../insights/health-facts';
import { insightsFactLines } from './insights-prompt';
import { type PatientIdentity, redact } from './redact';

const roleOf = (emergencyNumber: EmergencyNumber): string =>
  [
    "You are VitalSync's health assistant, talking with a patient about their own health.",
    'You are not a doctor: give general, practical guidance in a few short paragraphs of plain English,',
    'and send the patient to their doctor for a diagnosis, treatment or changes to their medicines.',
    "Use the patient's own data below where it bears on the question: their conditions, allergies,",
    'latest prescription and measurements.',
    'End every answer with the warning signs to watch for, fitted to the question and to that data,',
    `and tell the patient to call ${emergencyNumber} if one appears.`,
    `If the patient describes an emergency, tell them first to call ${emergencyNumber}.`,
    'Placeholders such as [name], [email], [phone], [date] and [id] stand for details removed for privacy:',
    'never ask for them.',
  ].join('\n');

/** What the assistant knows of the patient; appointments are undefined when appointment-svc could not say. */
export interface AssistantContext {
  facts: HealthFacts;
  appointments: PatientAppointments | undefined;
  emergencyNumber: EmergencyNumber;
}

const appointmentFactOf = ({ dateTime, type }: UserAppointment): string =>
  `${whenWordsOf(dateTime)} (${type})`;

/** The doctor's words may name the patient: redacted like the conversation. No doctor, date or id goes in. */
const prescriptionFactOf = (prescription: Prescription | null, identity: PatientIdentity): string => {
  if (prescription === null) return 'none';
  const medicines = prescription.medicines.map((medicine) => redact(medicineWordsOf(medicine), identity));
  const instructions = redact(prescription.instructions.trim(), identity);
  return [
    medicines.length === 0 ? 'no medicine' : medicines.join(', '),
    instructions === '' ? '' : `doctor's instructions: ${instructions}`,
  ]
    .filter((part) => part !== '')
    .join('; ');
};

/**
 * The system instruction: the role with the patient's emergency number, and the patient's own facts (measurements,
 * conditions, allergies, latest prescription, next appointment) without anything that identifies them.
 */
export const assistantInstructionOf = (
  { facts, appointments, emergencyNumber }: AssistantContext,
  identity: PatientIdentity,
): string =>
  [
    roleOf(emergencyNumber),
    '',
    "The patient's own data:",
    ...insightsFactLines(facts, identity),
    ...(appointments
      ? [
          `Latest prescription: ${prescriptionFactOf(appointments.latestPrescription, identity)}`,
          `Next appointment: ${appointments.next === null ? 'none scheduled' : appointmentFactOf(appointments.next)}`,
        ]
      : []),
  ].join('\n');

/**
 * The conversation as Gemini takes it: it must open with the patient and alternate, so leading turns of the
 * assistant (the page's greeting) are dropped and consecutive turns of one side are joined. Every text is
 * redacted first.
 */
export const assistantContentsOf = (
  messages: readonly AssistantMessage[],
  identity: PatientIdentity,
): Content[] => {
  const contents: Content[] = [];
  for (const { role, text } of messages) {
    if (contents.length === 0 && role !== 'user') continue;
    const redacted = redact(text, identity);
    const last = contents[contents.length - 1];
    if (last?.role === role && last.parts?.[0])
      last.parts[0].text = `${last.parts[0].text ?? ''}\n\n${redacted}`;
    else contents.push({ role, parts: [{ text: redacted }] });
  }
  return contents;
};
