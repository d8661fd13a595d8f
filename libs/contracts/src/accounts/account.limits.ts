/** Limits of docs/product/validation.md and docs/product/limits.md that validation enforces on both sides. */
export const PASSWORD_MIN_LENGTH = 4;
/** The spec's message says 8, the enforced limit is 9 (docs/product/validation.md#login keeps both). */
export const PASSWORD_MAX_LENGTH = 9;
export const LICENSE_PROOF_MAX_BYTES = 3145728;
export const LICENSE_PROOF_TYPES = ['jpg', 'jpeg', 'png', 'pdf'] as const;
export const PROFILE_PICTURE_MAX_BYTES = 1048576;
export const PROFILE_PICTURE_TYPES = ['jpg', 'jpeg', 'png'] as const;
/** Optional leading plus, a digit, then 5 to 14 digits or hyphens. */
export const PHONE_PATTERN = /^\+?\d[\d-]{5,14}$/;
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i;
export const GENDERS = ['Male', 'Female', 'Others'] as const;
export type Gender = (typeof GENDERS)[number];
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];
/** Human ranges a measurement must fall in. */
export const MEASUREMENT_RANGES = {
  weight: { min: 1, max: 500, unit: 'kg' },
  height: { min: 30, max: 272, unit: 'cm' },
  heartRate: { min: 20, max: 250, unit: 'bpm' },
  yearsOfExperience: { min: 0, max: 70, unit: 'years' },
} as const;
export const TEXT_MAX_LENGTH = 200;
export const LONG_TEXT_MAX_LENGTH = 2000;
