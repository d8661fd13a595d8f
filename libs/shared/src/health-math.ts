export type BmiCategory = 'Underweight' | 'Healthy Weight' | 'Overweight' | 'Obesity';

/** BMI = weight (kg) * 10000 / height (cm)², rounded to one decimal; null without usable inputs. */
export const bmi = (weightKg: number, heightCm: number): number | null => {
  if (!(weightKg > 0) || !(heightCm > 0)) return null;
  return Math.round(((weightKg * 10000) / (heightCm * heightCm)) * 10) / 10;
};

export const bmiCategory = (value: number): BmiCategory => {
  if (value < 18.5) return 'Underweight';
  if (value < 25) return 'Healthy Weight';
  if (value < 30) return 'Overweight';
  return 'Obesity';
};

/** Age as the spec defines it: the current year minus the birth year. */
export const ageFromBirthDate = (dateOfBirth: string, today: Date = new Date()): number | null => {
  const year = Number.parseInt(dateOfBirth.slice(0, 4), 10);
  return Number.isFinite(year) ? today.getUTCFullYear() - year : null;
};
