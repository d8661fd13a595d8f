import { EMERGENCY_HEART_RATE_AT_LEAST, EMERGENCY_HEART_RATE_AT_MOST } from '@vitalsync/contracts';

/**
 * NEWS2's heart-rate bands (Royal College of Physicians, 2017): score 3 at ≤ 40 or ≥ 131 (the emergency
 * rule), 2 at 111–130, 1 at 41–50 and 91–110, 0 at 51–90.
 */
export type HeartRateBand = 'emergency-low' | 'low' | 'normal' | 'raised' | 'high' | 'emergency-high';

export const NORMAL_HEART_RATE = { from: 51, to: 90 } as const;
export const RAISED_UP_TO = 110;

export const heartRateBandOf = (heartRate: number): HeartRateBand => {
  if (heartRate <= EMERGENCY_HEART_RATE_AT_MOST) return 'emergency-low';
  if (heartRate >= EMERGENCY_HEART_RATE_AT_LEAST) return 'emergency-high';
  if (heartRate < NORMAL_HEART_RATE.from) return 'low';
  if (heartRate <= NORMAL_HEART_RATE.to) return 'normal';
  if (heartRate <= RAISED_UP_TO) return 'raised';
  return 'high';
};

/** How a band reads in a sentence ("Your heart rate is 72 bpm, in the normal resting range."). */
export const HEART_RATE_BAND_WORDS: Readonly<Record<HeartRateBand, string>> = {
  'emergency-low': 'in the emergency range',
  low: 'below the normal resting range',
  normal: 'in the normal resting range',
  raised: 'above the normal resting range',
  high: 'well above the normal resting range',
  'emergency-high': 'in the emergency range',
};
