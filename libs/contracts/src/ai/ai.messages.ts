import { WATER_INTAKE_MAX_LITRES } from '@vitalsync/shared';

import { ASSISTANT_MAX_MESSAGES, ASSISTANT_MAX_TEXT } from './ai.limits';
import { type EmergencyNumber } from './emergency-number';

/**
 * docs/product/screens-and-routes.md#ai-health-assistant and docs/product/errors.md#failures-and-what-the-user-sees
 * (the assistant fails).
 */
export const ASSISTANT_TEXTS = {
  greeting: "What's in your mind?",
  placeholder: 'Ask your health question...',
  send: 'Send',
  failure: 'Sorry, try again next time!',
} as const;

/**
 * Put first in every reply of the assistant to a message that describes an emergency, whatever the model says,
 * with the number of the patient's country (`emergencyNumberFor`).
 */
export const emergencyAdviceFor = (number: EmergencyNumber): string =>
  `This may be a medical emergency. Call ${number} now, or go to the nearest emergency department. If you ` +
  'are thinking about suicide or harming yourself, call or text a crisis line (988 in the US) or ' +
  `${number} now. Do not wait for an online answer.`;

export const AI_MESSAGES = {
  /** Where the patient's country is unknown (the alert of their insights). */
  emergencyAdvice:
    'This may be a medical emergency. Call your local emergency number (112 or 911) now, or go to the nearest ' +
    'emergency department. If you are thinking about suicide or harming yourself, call or text a crisis line ' +
    '(988 in the US) or your emergency number now. Do not wait for an online answer.',
  /** Ends every reply of the built-in assistant: the patient must know no doctor or model wrote it. */
  automaticLabel: 'This is an automatic answer from VitalSync, not from a doctor.',
  noMessages: 'Ask a question first.',
  lastMustBeUser: 'The last message must be your question.',
  tooManyMessages: `A conversation keeps at most ${ASSISTANT_MAX_MESSAGES} messages; start a new one.`,
  tooLong: `A message can have at most ${ASSISTANT_MAX_TEXT} characters.`,
  blankText: 'A message cannot be empty.',
  rateLimited: 'You are asking very quickly. Wait a minute, then ask again.',
  patientsOnly: 'The health assistant is for patients.',
  waterOutOfRange: `Water intake is between 0 and ${WATER_INTAKE_MAX_LITRES} litres, in quarter litres.`,
  badDay: 'The day must be a real date (YYYY-MM-DD), not in the future.',
  unknownReminder: 'There is no such reminder.',
  /** The built-in summary when the profile holds no measurement yet. */
  noHealthData: 'Add your height, weight and heart rate to your profile to get a health summary.',
  noAlert: 'No alerts at the moment.',
} as const;

/** Static reminders, each with "Dismiss" (docs/product/screens-and-routes.md#patient-notifications). */
export const REMINDERS = [
  { id: 'hydrate', title: 'Drink water', text: 'Have a glass of water every two hours.' },
  { id: 'walk', title: 'Move a little', text: 'A 30-minute walk today counts towards your steps goal.' },
  { id: 'checkup', title: 'Annual check-up', text: 'Book your yearly check-up with your doctor.' },
  { id: 'sleep', title: 'Sleep', text: 'Aim for seven to nine hours of sleep tonight.' },
] as const;

export type ReminderId = (typeof REMINDERS)[number]['id'];
export const REMINDER_IDS: readonly ReminderId[] = REMINDERS.map((reminder) => reminder.id);
