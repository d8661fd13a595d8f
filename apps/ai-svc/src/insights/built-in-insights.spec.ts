import { AI_MESSAGES } from '@vitalsync/contracts';

import { builtInInsights } from './built-in-insights';
import { healthFactsOf } from './health-facts';

const insightsOf = (health: Parameters<typeof healthFactsOf>[0]) => builtInInsights(healthFactsOf(health));

describe('builtInInsights', () => {
  it('summarises BMI (one decimal, category), heart rate, blood group, conditions and allergies', () => {
    const insights = insightsOf({
      height: 175,
      weight: 70,
      heartRate: 72,
      bloodGroup: 'O+',
      knownAllergies: 'Peanuts',
      existingMedicalConditions: 'Asthma',
    });
    expect(insights.health_summary).toBe(
      'Your BMI is 22.9 (Healthy Weight), from 70 kg and 175 cm. Your heart rate is 72 bpm, in the normal ' +
        'resting range. Blood group O+. Conditions: Asthma. Allergies: Peanuts.',
    );
    expect(insights.health_alert).toEqual({ alert: AI_MESSAGES.noAlert, emergency: false });
  });

  it('says how to get a summary when nothing is recorded', () => {
    expect(insightsOf({}).health_summary).toBe(AI_MESSAGES.noHealthData);
    expect(
      insightsOf({ knownAllergies: 'none', existingMedicalConditions: 'N/A', bloodGroup: '' }).health_summary,
    ).toBe(AI_MESSAGES.noHealthData);
  });

  it('names the measurements still missing', () => {
    expect(insightsOf({ weight: 80 }).health_summary).toBe(
      'Your weight is 80 kg. Add your height and heart rate to your profile for a fuller summary.',
    );
  });

  it('gives 3 to 5 tips, those the data calls for first', () => {
    const tips = insightsOf({
      height: 175,
      weight: 110,
      heartRate: 72,
      existingMedicalConditions: 'asthma, heart failure',
    }).lifestyle_tips;
    expect(tips.length).toBeGreaterThanOrEqual(3);
    expect(tips.length).toBeLessThanOrEqual(5);
    expect(tips[0]).toMatch(/inhaler/);
    expect(tips[1]).toMatch(/Weigh yourself/);
    expect(tips[2]).toMatch(/150 minutes/);
    expect(insightsOf({}).lifestyle_tips).toHaveLength(5);
  });

  it('is deterministic', () => {
    const health = { height: 160, weight: 45, heartRate: 45, existingMedicalConditions: 'diabetes' };
    expect(insightsOf(health)).toEqual(insightsOf(health));
  });

  it('quotes long condition text cut at a character boundary', () => {
    const summary = insightsOf({ existingMedicalConditions: '😀'.repeat(2000) }).health_summary;
    expect(summary).toContain(`${'😀'.repeat(300)}…`);
    expect(summary).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});
