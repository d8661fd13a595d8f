import { type Content } from '@google/genai';
import { type AssistantMessage, type UserAppointment } from '@vitalsync/contracts';

import { whenWordsOf } from '../assistant/appointment-words';
import { type HealthFacts } from '../insights/health-facts';
import { insightsFactLines } from './insights-prompt';
import { type PatientIdentity, redact } from './redact';

const ROLE = [
  "You are VitalSync's health assistant, talking with a patient about their own health.",
  'You are not a doctor: give general, practical guidance in a few short paragraphs of plain English,',
  'and send the patient to their doctor for a diagnosis, treatment or medicines.',
  'If the patient describes an emergency, tell them first to call their local emergency number.',
  'Placeholders such as [name], [email], [phone], [date] and [id] stand for details removed for privacy:',
  'never ask for them.',
].join('\n');

const appointmentFactOf = ({ dateTime, type }: UserAppointment): string =>
  `${whenWordsOf(dateTime)} (${type})`;

/** The system instruction: the role, and the patient's own facts without anything that identifies them. */
export const assistantInstructionOf = (
  facts: HealthFacts,
  nextAppointment: UserAppointment | null,
  identity: PatientIdentity,
): string =>
  [
    ROLE,
    '',
    "The patient's own data:",
    ...insightsFactLines(facts, identity),
    `Next appointment: ${nextAppointment === null ? 'none scheduled' : appointmentFactOf(nextAppointment)}`,
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
