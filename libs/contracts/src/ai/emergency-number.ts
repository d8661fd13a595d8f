/** The numbers the assistant gives: 112 works across Europe and on most mobile networks, so it is the fallback. */
export type EmergencyNumber = '999' | '911' | '112';

export const FALLBACK_EMERGENCY_NUMBER: EmergencyNumber = '112';

/** Country calling code → emergency number: the United Kingdom, and the North American Numbering Plan. */
const BY_COUNTRY_CODE: ReadonlyArray<readonly [string, EmergencyNumber]> = [
  ['44', '999'],
  ['1', '911'],
];

/** The digits after the international prefix ("+" or "00"), or undefined for a number without one. */
const internationalDigits = (phoneNumber: string): string | undefined => {
  const compact = phoneNumber.replace(/[\s().-]/g, '');
  if (compact.startsWith('+')) return compact.slice(1);
  if (compact.startsWith('00')) return compact.slice(2);
  return undefined;
};

/**
 * The emergency number for the patient's phone country code (+44 → 999, +1 → 911), 112 otherwise: a number
 * without a country code says nothing about where the patient is.
 */
export const emergencyNumberFor = (phoneNumber: string | null | undefined): EmergencyNumber => {
  const digits = phoneNumber ? internationalDigits(phoneNumber) : undefined;
  if (digits === undefined || !/^\d/.test(digits)) return FALLBACK_EMERGENCY_NUMBER;
  return BY_COUNTRY_CODE.find(([code]) => digits.startsWith(code))?.[1] ?? FALLBACK_EMERGENCY_NUMBER;
};
