import { type BloodGroup, type EditableHealthInfo } from '@vitalsync/contracts';
import { bmi, bmiCategory, type BmiCategory } from '@vitalsync/shared';

/**
 * What insights are computed from: the patient's measurements and health words, nothing that names them. The
 * model's prompt and the built-in engine read only this.
 */
export interface HealthFacts {
  heightCm: number | null;
  weightKg: number | null;
  /** One decimal, as every screen shows it. */
  bmi: number | null;
  bmiCategory: BmiCategory | null;
  heartRate: number | null;
  bloodGroup: BloodGroup | null;
  /** Empty when the patient wrote nothing or "none". */
  allergies: string;
  conditions: string;
}

/** What people write to say "nothing": it is no condition and no allergy. */
const NOTHING = /^(none|no|nil|n\/?a|nothing|-+|\.+|no known( allergies| conditions)?)\.?$/i;

const wordsOf = (text: string | undefined): string => {
  const trimmed = (text ?? '').trim().replace(/\s+/g, ' ');
  return NOTHING.test(trimmed) ? '' : trimmed;
};

const measurement = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

export const healthFactsOf = (health: Partial<EditableHealthInfo>): HealthFacts => {
  const heightCm = measurement(health.height);
  const weightKg = measurement(health.weight);
  const value = heightCm !== null && weightKg !== null ? bmi(weightKg, heightCm) : null;
  return {
    heightCm,
    weightKg,
    bmi: value,
    bmiCategory: value === null ? null : bmiCategory(value),
    heartRate: measurement(health.heartRate),
    bloodGroup: health.bloodGroup ? health.bloodGroup : null,
    allergies: wordsOf(health.knownAllergies),
    conditions: wordsOf(health.existingMedicalConditions),
  };
};

/** Whether the patient recorded anything insights could speak of. */
export const hasAnyFact = (facts: HealthFacts): boolean =>
  facts.heightCm !== null ||
  facts.weightKg !== null ||
  facts.heartRate !== null ||
  facts.bloodGroup !== null ||
  facts.allergies !== '' ||
  facts.conditions !== '';
