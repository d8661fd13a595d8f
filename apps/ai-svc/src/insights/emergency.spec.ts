import { AI_MESSAGES } from '@vitalsync/contracts';

import { builtInInsights } from './built-in-insights';
import { healthAlertOf } from './emergency';
import { healthFactsOf } from './health-facts';

/** Heart rate → emergency (NEWS2 score 3) and the word the alert must carry, written out by hand. */
const HEART_RATES: ReadonlyArray<[number | null, boolean, string | undefined]> = [
  [null, false, undefined],
  [20, true, 'emergency range (40 bpm or below)'],
  [35, true, 'emergency range (40 bpm or below)'],
  [39, true, 'emergency range (40 bpm or below)'],
  [40, true, 'emergency range (40 bpm or below)'],
  [41, false, 'is low'],
  [45, false, 'is low'],
  [50, false, 'is low'],
  [51, false, undefined],
  [72, false, undefined],
  [90, false, undefined],
  [91, false, 'above the normal resting range'],
  [100, false, 'above the normal resting range'],
  [110, false, 'above the normal resting range'],
  [111, false, 'is high'],
  [120, false, 'is high'],
  [130, false, 'is high'],
  [131, true, 'emergency range (131 bpm or above)'],
  [150, true, 'emergency range (131 bpm or above)'],
  [200, true, 'emergency range (131 bpm or above)'],
  [250, true, 'emergency range (131 bpm or above)'],
];

/**
 * Weight at 175 cm → the BMI category it gives and the words its alert carries (none for the middle ones).
 */
const BODIES: ReadonlyArray<[string, number | null, string | undefined]> = [
  ['no weight', null, undefined],
  ['underweight (BMI 16.3)', 50, 'BMI 16.3 is in the Underweight range'],
  ['healthy (BMI 22.9)', 70, undefined],
  ['overweight (BMI 27.8)', 85, undefined],
  ['obese (BMI 35.9)', 110, 'BMI 35.9 is in the Obesity range'],
];

const CONDITIONS = ['', 'asthma', 'heart failure', 'none'] as const;

const CASES = HEART_RATES.flatMap(([heartRate, emergency, heartWords]) =>
  BODIES.flatMap(([body, weight, bmiWords]) =>
    CONDITIONS.map((conditions) => ({
      heartRate,
      emergency,
      heartWords,
      body,
      weight,
      bmiWords,
      conditions,
    })),
  ),
);

describe('the emergency decision (NEWS2 heart-rate rule), table of heart rate × BMI × conditions', () => {
  it('has at least 100 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(100);
  });

  it.each(CASES)(
    'heart rate $heartRate, $body, conditions "$conditions" → emergency $emergency',
    ({ heartRate, emergency, heartWords, weight, bmiWords, conditions }) => {
      const facts = healthFactsOf({ height: 175, weight, heartRate, existingMedicalConditions: conditions });
      const builtIn = builtInInsights(facts).health_alert;

      expect(builtIn.emergency).toBe(emergency);
      if (heartWords) expect(builtIn.alert).toContain(heartWords);
      if (emergency) {
        expect(builtIn.alert).toMatch(/^Emergency: heart rate \d+ bpm/);
        expect(builtIn.alert).toContain('Call your local emergency number');
      } else {
        expect(builtIn.alert).not.toMatch(/emergency/i);
        if (bmiWords) expect(builtIn.alert).toContain(bmiWords);
        if (!heartWords && !bmiWords) expect(builtIn.alert).toBe(AI_MESSAGES.noAlert);
        const heartCondition = conditions === 'heart failure' && heartWords !== undefined;
        expect(builtIn.alert.includes('With a heart condition')).toBe(heartCondition);
      }

      // Whatever the model says, the flag is the rule's; its words stand only when there is no emergency.
      for (const modelWords of ['All is well, no emergency.', 'EMERGENCY! Go to hospital now.']) {
        const withModel = healthAlertOf(facts, modelWords);
        expect(withModel.emergency).toBe(emergency);
        expect(withModel.alert).toBe(emergency ? builtIn.alert : modelWords);
      }
    },
  );
});

describe('healthAlertOf', () => {
  it('uses the built-in words when the model gave none', () => {
    expect(healthAlertOf(healthFactsOf({ heartRate: 72 }), '   ')).toEqual({
      alert: AI_MESSAGES.noAlert,
      emergency: false,
    });
  });

  it('treats no heart rate as no emergency', () => {
    expect(healthAlertOf(healthFactsOf({}))).toEqual({ alert: AI_MESSAGES.noAlert, emergency: false });
  });
});
