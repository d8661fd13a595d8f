import { type EmergencyNumber, type Prescription } from '@vitalsync/contracts';

import { quoted } from '../insights/built-in-insights';
import { type HealthFacts } from '../insights/health-facts';
import { heartRateBandOf } from '../insights/heart-rate-band';
import { type Intent } from './intents';

/** What anybody should act on at once, whatever they asked. */
const ALWAYS = ['chest pain or pressure', 'trouble breathing', 'fainting'];
const STROKE = 'sudden weakness, numbness, a drooping face or slurred speech';

/** What the patient knows of themselves that changes the signs to watch for; unknown parts are left out. */
export interface WarningContext {
  facts?: HealthFacts;
  prescription?: Prescription | null;
}

const heartSignsApply = (intents: readonly Intent[], facts: HealthFacts | undefined): boolean =>
  intents.includes('heart-rate') ||
  intents.includes('exercise') ||
  (facts?.heartRate != null && heartRateBandOf(facts.heartRate) !== 'normal');

const listed = (signs: readonly string[]): string =>
  signs.length > 1 ? `${signs.slice(0, -1).join('; ')}; or ${signs[signs.length - 1]}` : (signs[0] ?? '');

/**
 * "Warning signs to watch for: …. If any of them appears, call 999 now.": the signs that always count, and those
 * the question, the patient's conditions, allergies, heart rate and medicines add.
 */
export const warningSignsOf = (
  intents: readonly Intent[],
  { facts, prescription }: WarningContext,
  emergencyNumber: EmergencyNumber,
): string => {
  const signs = [...ALWAYS];
  if (heartSignsApply(intents, facts)) signs.push('a heartbeat that races, pounds or is very slow at rest');
  if (facts && facts.conditions !== '')
    signs.push(`your condition (${quoted(facts.conditions)}) suddenly getting worse`);
  if ((facts && facts.allergies !== '') || (prescription && prescription.medicines.length > 0))
    signs.push('swelling of the face, lips or throat, or a spreading rash, after a medicine or a food');
  if (intents.includes('stress')) signs.push('thoughts of harming yourself');
  signs.push(STROKE);
  return `Warning signs to watch for: ${listed(signs)}. If any of them appears, call ${emergencyNumber} now.`;
};
