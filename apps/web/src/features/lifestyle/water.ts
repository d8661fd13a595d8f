import { WATER_STEP_LITRES } from '@vitalsync/contracts';
import { WATER_INTAKE_MAX_LITRES } from '@vitalsync/shared';

/** A value the tracker may hold: 0 to 10 litres (docs/product/limits.md#water-intake) in quarter litres. */
export const clampWater = (litres: number): number => {
  if (!Number.isFinite(litres)) return 0;
  const steps = Math.round(litres / WATER_STEP_LITRES) * WATER_STEP_LITRES;
  return Math.min(WATER_INTAKE_MAX_LITRES, Math.max(0, steps));
};

/** "2.25 L": up to two decimals, none when whole. */
export const formatLitres = (litres: number): string =>
  `${litres.toLocaleString('en-US', { maximumFractionDigits: 2 })} L`;

const pad = (value: number) => String(value).padStart(2, '0');

/** The patient's own calendar day (YYYY-MM-DD, local time): water is kept per local day. */
export const localDay = (at: Date): string =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
