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

/** NEWS2's heart-rate score (Royal College of Physicians, 2017): 3 is the emergency rule above. */
export type News2HeartRateScore = 0 | 1 | 2 | 3;

/** NEWS2's heart-rate bands below the emergency one, lowest first: the score and the range as a clinician writes it. */
const NEWS2_HEART_RATE_BANDS: readonly { upTo: number; score: News2HeartRateScore; range: string }[] = [
  { upTo: 50, score: 1, range: `${EMERGENCY_HEART_RATE_AT_MOST + 1}–50` },
  { upTo: 90, score: 0, range: '51–90' },
  { upTo: 110, score: 1, range: '91–110' },
  { upTo: EMERGENCY_HEART_RATE_AT_LEAST, score: 2, range: `111–${EMERGENCY_HEART_RATE_AT_LEAST - 1}` },
];

/** The NEWS2 band a heart rate falls in; band 3 is exactly the emergency rule, whatever the rate's decimals. */
export const news2HeartRateBandOf = (heartRate: number): { score: News2HeartRateScore; range: string } => {
  if (isEmergencyHeartRate(heartRate)) {
    return {
      score: 3,
      range:
        heartRate <= EMERGENCY_HEART_RATE_AT_MOST
          ? `≤ ${EMERGENCY_HEART_RATE_AT_MOST}`
          : `≥ ${EMERGENCY_HEART_RATE_AT_LEAST}`,
    };
  }
  const { score, range } = NEWS2_HEART_RATE_BANDS.find(({ upTo }) => heartRate <= upTo) ?? {
    score: 2,
    range: NEWS2_HEART_RATE_BANDS[3].range,
  };
  return { score, range };
};

/**
 * What a doctor reads about a heart rate: the value and its NEWS2 band, and, in the emergency band, that the
 * patient was told to call emergency services (their alert says so), rather than the patient's own instructions.
 */
export const clinicalHeartRateLine = (heartRate: number): string => {
  const { score, range } = news2HeartRateBandOf(heartRate);
  const line = `Heart rate ${heartRate} bpm — NEWS2 heart-rate band ${score} (${range}).`;
  return score === 3 ? `${line} Patient advised to call emergency services.` : line;
};

const ALERT_HEART_RATE = /\bheart rate (?:of )?(\d+(?:\.\d+)?) bpm\b/i;

/** The heart rate an alert names ("… heart rate 150 bpm …"), if it names one. */
export const heartRateInAlert = (alert: string): number | undefined => {
  const match = ALERT_HEART_RATE.exec(alert);
  return match ? Number(match[1]) : undefined;
};

/**
 * A patient's emergency alert as their doctor reads it. An emergency is only ever NEWS2's heart-rate rule, and its
 * alert names the rate, so the clinical line is built from it (or from the patient's recorded rate); an alert
 * naming none is shown without a leading "Emergency:", which the flag beside it already says.
 */
export const clinicalAlertOf = (alert: string, recordedHeartRate?: number | null): string => {
  const heartRate = heartRateInAlert(alert) ?? recordedHeartRate ?? undefined;
  if (heartRate !== undefined && isEmergencyHeartRate(heartRate)) return clinicalHeartRateLine(heartRate);
  const rest = alert.replace(/^\s*emergency\s*:\s*/i, '').trim();
  return rest.charAt(0).toUpperCase() + rest.slice(1);
};
