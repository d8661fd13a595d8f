import { clampWater, formatLitres, localDay } from '../water';

describe('water values', () => {
  it.each([
    [-1, 0],
    [0.1, 0],
    [0.13, 0.25],
    [5, 5],
    [9.9, 10],
    [12, 10],
    [Number.NaN, 0],
  ])('keeps %s litres as %s: 0 to 10 in quarter litres', (given, kept) => {
    expect(clampWater(given)).toBe(kept);
  });

  it('reads litres with no trailing zeros', () => {
    expect(formatLitres(5)).toBe('5 L');
    expect(formatLitres(2.25)).toBe('2.25 L');
    expect(formatLitres(0.5)).toBe('0.5 L');
  });

  it('names the local calendar day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});
