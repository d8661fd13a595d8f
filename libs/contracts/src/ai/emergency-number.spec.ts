import { emergencyNumberFor, FALLBACK_EMERGENCY_NUMBER } from './emergency-number';

describe('emergencyNumberFor', () => {
  it.each([
    ['+44-7700-900123', '999'],
    ['+447700900123', '999'],
    ['0044 7700 900123', '999'],
    ['+1-202-555-0143', '911'],
    ['+1 (416) 555-0199', '911'],
    ['001-202-555-0143', '911'],
    ['+49-30-1234567', '112'],
    ['+33 1 23 45 67 89', '112'],
    ['+353-1-555-0100', '112'],
    ['+61-2-5550-1234', '112'],
    ['+4', '112'],
    ['07700-900123', '112'],
    ['0123456', '112'],
    ['2025550143', '112'],
    ['+', '112'],
    ['', '112'],
    [null, '112'],
    [undefined, '112'],
  ])('gives %j the number %s', (phoneNumber, number) => {
    expect(emergencyNumberFor(phoneNumber)).toBe(number);
  });

  it('falls back to 112', () => {
    expect(FALLBACK_EMERGENCY_NUMBER).toBe('112');
  });
});
