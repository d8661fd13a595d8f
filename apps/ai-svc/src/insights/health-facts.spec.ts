import { hasAnyFact, healthFactsOf } from './health-facts';

describe('healthFactsOf', () => {
  it('computes BMI with one decimal and its category', () => {
    expect(healthFactsOf({ height: 175, weight: 70 })).toMatchObject({
      bmi: 22.9,
      bmiCategory: 'Healthy Weight',
    });
  });

  it.each(['none', 'None.', 'N/A', 'na', 'no', '-', 'nil', 'no known allergies', '  '])(
    'reads "%s" as nothing written',
    (words) => {
      const facts = healthFactsOf({ knownAllergies: words, existingMedicalConditions: words });
      expect(facts).toMatchObject({ allergies: '', conditions: '' });
      expect(hasAnyFact(facts)).toBe(false);
    },
  );

  it('keeps real words, with blanks collapsed', () => {
    expect(healthFactsOf({ existingMedicalConditions: '  heart\n failure ' }).conditions).toBe(
      'heart failure',
    );
  });

  it('reads missing and empty measurements as not recorded', () => {
    expect(healthFactsOf({ height: null, weight: 0, bloodGroup: '' })).toMatchObject({
      heightCm: null,
      weightKg: null,
      bmi: null,
      bmiCategory: null,
      heartRate: null,
      bloodGroup: null,
    });
  });
});
