import { WATER_INTAKE_MAX_LITRES } from '@vitalsync/shared';

import { EMERGENCY_HEART_RATE_AT_LEAST, EMERGENCY_HEART_RATE_AT_MOST, WATER_STEP_LITRES } from './ai.limits';

/** The clinical emergency rule (NEWS2's highest heart-rate band). No heart rate recorded is no emergency. */
export const isEmergencyHeartRate = (heartRate: number | null | undefined): boolean =>
  typeof heartRate === 'number' &&
  Number.isFinite(heartRate) &&
  (heartRate <= EMERGENCY_HEART_RATE_AT_MOST || heartRate >= EMERGENCY_HEART_RATE_AT_LEAST);

/** A water amount the tracker may store: 0 to 10 litres in quarter litres. */
export const isValidWaterLitres = (litres: number): boolean =>
  Number.isFinite(litres) &&
  litres >= 0 &&
  litres <= WATER_INTAKE_MAX_LITRES &&
  Number.isInteger(litres / WATER_STEP_LITRES);
