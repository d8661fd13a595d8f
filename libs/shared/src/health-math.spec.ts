import { ageFromBirthDate, bmi, bmiCategory } from './health-math';

describe('bmi', () => {
  it('computes weight * 10000 / height² with one decimal', () => {
    expect(bmi(70, 175)).toBe(22.9);
    expect(bmi(95, 180)).toBe(29.3);
  });

  it('returns null when weight or height is missing or not positive', () => {
    expect(bmi(0, 175)).toBeNull();
    expect(bmi(70, 0)).toBeNull();
    expect(bmi(Number.NaN, 170)).toBeNull();
  });
});

describe('bmiCategory', () => {
  it.each([
    [18.4, 'Underweight'],
    [18.5, 'Healthy Weight'],
    [24.9, 'Healthy Weight'],
    [25, 'Overweight'],
    [29.9, 'Overweight'],
    [30, 'Obesity'],
  ] as const)('classifies %s as %s', (value, category) => {
    expect(bmiCategory(value)).toBe(category);
  });
});

describe('ageFromBirthDate', () => {
  it('is the current year minus the birth year', () => {
    expect(ageFromBirthDate('1990-12-31', new Date('2026-01-01T00:00:00Z'))).toBe(36);
  });

  it('is null for an unreadable date', () => {
    expect(ageFromBirthDate('unknown')).toBeNull();
  });
});
