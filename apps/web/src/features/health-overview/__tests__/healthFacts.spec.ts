import { aPatientProfile } from '../../../testing/profiles';
import { bmiFacts, insightsStateOf, stepsPercent, stepsText } from '../healthFacts';

const health = aPatientProfile().health_info;

describe('bmiFacts', () => {
  it('gives 22.9, Healthy Weight, for 70 kg and 175 cm (issue 10)', () => {
    expect(bmiFacts(70, 175)).toEqual({ value: '22.9', category: 'Healthy Weight' });
  });

  it.each([
    [53, 170, '18.3', 'Underweight'],
    [53.5, 170, '18.5', 'Healthy Weight'],
    [72, 170, '24.9', 'Healthy Weight'],
    [72.24, 170, '25.0', 'Overweight'],
    [86.6, 170, '30.0', 'Obesity'],
  ])(
    '%s kg at %s cm reads %s, %s: the category follows the value shown',
    (weight, height, value, category) => {
      expect(bmiFacts(weight, height)).toEqual({ value, category });
    },
  );

  it('has no BMI without both measurements', () => {
    expect(bmiFacts(null, 175)).toBeNull();
    expect(bmiFacts(70, null)).toBeNull();
    expect(bmiFacts(70, 0)).toBeNull();
  });
});

describe('insightsStateOf', () => {
  it('is ready once ai-svc stored insights', () => {
    const insights = {
      health_summary: 'Steady.',
      health_alert: { alert: '', emergency: false },
      lifestyle_tips: [],
    };
    expect(insightsStateOf({ ...health, ai_generated: insights })).toEqual({ kind: 'ready', insights });
  });

  it('is being prepared while measurements wait for their insights', () => {
    expect(insightsStateOf({ ...health, height: null, weight: null, heartRate: 64 })).toEqual({
      kind: 'preparing',
    });
  });

  it('has nothing to work from without any measurement', () => {
    expect(insightsStateOf({ ...health, height: null, weight: null, heartRate: null })).toEqual({
      kind: 'no-data',
    });
  });
});

describe('steps', () => {
  it('says the steps and the goal, and never passes 100 %', () => {
    expect(stepsText(5400)).toBe('5,400 of 10,000 steps');
    expect(stepsPercent(5400)).toBe(54);
    expect(stepsPercent(12000)).toBe(100);
  });
});
