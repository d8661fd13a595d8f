import {
  type BmiCategory,
  EMERGENCY_HEART_RATE_AT_LEAST,
  EMERGENCY_HEART_RATE_AT_MOST,
  WATER_MAX_LITRES,
  WATER_STEP_LITRES,
} from './ai.limits';

/** BMI = weight * 10000 / height² (spec section 9), or null without both measurements. */
export const bmiOf = (weightKg: number | null, heightCm: number | null): number | null =>
  weightKg && heightCm && weightKg > 0 && heightCm > 0 ? (weightKg * 10_000) / (heightCm * heightCm) : null;

/** BMI with one decimal, as every screen and text shows it. */
export const formatBmi = (bmi: number): string => bmi.toFixed(1);

/** Spec section 9: under 18.5 Underweight; under 25 Healthy Weight; under 30 Overweight; otherwise Obesity. */
export const bmiCategory = (bmi: number): BmiCategory => {
  if (bmi < 18.5) return 'Underweight';
  if (bmi < 25) return 'Healthy Weight';
  if (bmi < 30) return 'Overweight';
  return 'Obesity';
};

/** The clinical emergency rule (NEWS2's highest heart-rate band). No heart rate recorded is no emergency. */
export const isEmergencyHeartRate = (heartRate: number | null | undefined): boolean =>
  typeof heartRate === 'number' &&
  Number.isFinite(heartRate) &&
  (heartRate <= EMERGENCY_HEART_RATE_AT_MOST || heartRate >= EMERGENCY_HEART_RATE_AT_LEAST);

/** A water amount the tracker may store: 0 to 10 litres in quarter litres. */
export const isValidWaterLitres = (litres: number): boolean =>
  Number.isFinite(litres) &&
  litres >= 0 &&
  litres <= WATER_MAX_LITRES &&
  Number.isInteger(litres / WATER_STEP_LITRES);
