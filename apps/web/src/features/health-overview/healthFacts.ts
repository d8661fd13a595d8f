import { type AiGenerated, type HealthInfo } from '@vitalsync/contracts';
import { bmi, type BmiCategory, bmiCategory, STEPS_GOAL } from '@vitalsync/shared';
import { onFirstUse } from '../../app/onFirstUse';

export interface BmiFacts {
  /** One decimal, as every screen shows it ("22.9"). */
  value: string;
  /** The category of the value shown, so "25.0" never reads "Healthy Weight". */
  category: BmiCategory;
}

/**
 * docs/product/limits.md#bmi: weight * 10000 / height², one decimal, with its category; null without both
 * measurements.
 */
export const bmiFacts = (weightKg: number | null, heightCm: number | null): BmiFacts | null => {
  const value = weightKg === null || heightCm === null ? null : bmi(weightKg, heightCm);
  return value === null ? null : { value: value.toFixed(1), category: bmiCategory(value) };
};

/** Height, weight or heart rate recorded: what the insights are worked out from. */
export const hasMeasurements = ({ height, weight, heartRate }: HealthInfo): boolean =>
  height !== null || weight !== null || heartRate !== null;

/**
 * Where the AI insights stand: ready; being prepared (measurements saved, insights not stored yet: ai-svc works
 * them out after each save); or nothing to work from yet.
 */
export type InsightsState =
  { kind: 'ready'; insights: AiGenerated } | { kind: 'preparing' } | { kind: 'no-data' };

export const insightsStateOf = (health: HealthInfo): InsightsState => {
  if (health.ai_generated) return { kind: 'ready', insights: health.ai_generated };
  return hasMeasurements(health) ? { kind: 'preparing' } : { kind: 'no-data' };
};

const count = onFirstUse(() => new Intl.NumberFormat('en-US'));

/** "5,400 of 10,000 steps": what the steps bar says to screen readers and under the number. */
export const stepsText = (steps: number, goal: number = STEPS_GOAL): string =>
  `${count().format(steps)} of ${count().format(goal)} steps`;

/** Percent of the goal reached, at most 100 (a bar never overflows). */
export const stepsPercent = (steps: number, goal: number = STEPS_GOAL): number =>
  Math.min(100, Math.round((steps / goal) * 100));
