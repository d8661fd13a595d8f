import {
  AI_MESSAGES,
  EMERGENCY_HEART_RATE_AT_LEAST,
  EMERGENCY_HEART_RATE_AT_MOST,
  type HealthAlert,
  isEmergencyHeartRate,
} from '@vitalsync/contracts';
import { type BmiCategory } from '@vitalsync/shared';

import { type HealthFacts } from './health-facts';
import { type HeartRateBand, heartRateBandOf, NORMAL_HEART_RATE, RAISED_UP_TO } from './heart-rate-band';

const CALL_NOW =
  'Call your local emergency number (112 or 911) or go to the nearest emergency department now.';

/** The fixed clinical alert of an emergency: no model chooses these words. */
export const emergencyAlertOf = (heartRate: number): string => {
  const bound =
    heartRate <= EMERGENCY_HEART_RATE_AT_MOST
      ? `${EMERGENCY_HEART_RATE_AT_MOST} bpm or below`
      : `${EMERGENCY_HEART_RATE_AT_LEAST} bpm or above`;
  return `Emergency: heart rate ${heartRate} bpm is in the emergency range (${bound}). ${CALL_NOW}`;
};

const HEART_CONDITION = /\b(heart|cardiac|arrhythmi\w*|atrial|angina|cardiomyopath\w*)\b/i;

const NORMAL = `${NORMAL_HEART_RATE.from}-${NORMAL_HEART_RATE.to} bpm`;

/** What a heart rate outside the normal band and short of an emergency calls for (NEWS2 scores 1 and 2). */
const HEART_RATE_ADVICE: Partial<Record<HeartRateBand, (bpm: number) => string>> = {
  low: (bpm) =>
    `Heart rate ${bpm} bpm is low (below ${NORMAL_HEART_RATE.from} bpm): ` +
    'if you feel dizzy, faint or short of breath, contact your doctor.',
  raised: (bpm) =>
    `Heart rate ${bpm} bpm is above the normal resting range (${NORMAL}): rest and measure again.`,
  high: (bpm) =>
    `Heart rate ${bpm} bpm is high: rest, measure again, ` +
    `and contact your doctor today if it stays above ${RAISED_UP_TO} bpm.`,
};

const heartRateAlertOf = (heartRate: number, facts: HealthFacts): string | undefined => {
  const advice = HEART_RATE_ADVICE[heartRateBandOf(heartRate)]?.(heartRate);
  if (advice === undefined) return undefined;
  return HEART_CONDITION.test(facts.conditions)
    ? `${advice} With a heart condition, contact your doctor today.`
    : advice;
};

const BMI_ADVICE: Partial<Record<BmiCategory, string>> = {
  Underweight: 'talk to your doctor about a healthy weight.',
  Obesity: 'ask your doctor about a plan for a healthy weight.',
};

const bmiAlertOf = ({ bmi, bmiCategory }: HealthFacts): string | undefined => {
  const advice = bmiCategory === null ? undefined : BMI_ADVICE[bmiCategory];
  return bmi === null || advice === undefined
    ? undefined
    : `BMI ${bmi.toFixed(1)} is in the ${bmiCategory} range: ${advice}`;
};

/** The built-in engine's alert when there is no emergency: what the measurements call for, or "no alerts". */
export const builtInAlertOf = (facts: HealthFacts): string => {
  const alerts = [
    facts.heartRate === null ? undefined : heartRateAlertOf(facts.heartRate, facts),
    bmiAlertOf(facts),
  ].filter((alert): alert is string => alert !== undefined);
  return alerts.length > 0 ? alerts.join(' ') : AI_MESSAGES.noAlert;
};

/**
 * The health alert stored and shown. The emergency flag is NEWS2's heart-rate rule and nothing else; a
 * model's words are used only when there is no emergency, so an emergency always reads as one.
 */
export const healthAlertOf = (facts: HealthFacts, modelAlert?: string): HealthAlert => {
  if (facts.heartRate !== null && isEmergencyHeartRate(facts.heartRate))
    return { alert: emergencyAlertOf(facts.heartRate), emergency: true };
  const words = modelAlert?.trim();
  return { alert: words ? words : builtInAlertOf(facts), emergency: false };
};
