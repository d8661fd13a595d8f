/** What names the patient: taken out of any text before it reaches an external model. */
export interface PatientIdentity {
  fullName?: string;
  email?: string;
  phoneNumber?: string;
  /** YYYY-MM-DD */
  dateOfBirth?: string;
}

export const REDACTED = {
  name: '[name]',
  email: '[email]',
  phone: '[phone]',
  date: '[date]',
  id: '[id]',
} as const;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/giu;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
/** Seven digits or more, with the separators people type between them: a phone number, whoever's. */
const PHONE_LIKE = /\+?\d[\d\s().-]{5,}\d/g;
const PHONE_MIN_DIGITS = 7;
/** A calendar date (an appointment's, "2030-05-01 10:30") is no phone number. */
const ISO_DATE_FIRST = /^\d{4}-\d{2}-\d{2}(?!\d)/;
/** Shorter name parts ("Al", initials) would take ordinary words with them. */
const NAME_PART_MIN_LENGTH = 3;

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The whole word, in any case, not inside another word (letters of any script count). */
const wordPattern = (word: string): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escaped(word)}(?![\\p{L}\\p{N}])`, 'giu');

const nameParts = (fullName: string): string[] => {
  const parts = fullName
    .split(/\s+/)
    .map((part) => part.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ''))
    .filter((part) => part.length >= NAME_PART_MIN_LENGTH);
  // The whole name first, so "Ada Lovelace" becomes one "[name]", not two.
  return [fullName.trim(), ...parts].filter((part) => part !== '').sort((a, b) => b.length - a.length);
};

/** The date as people write it: ISO, and day and month first with / . or - between. */
const dateForms = (isoDate: string): string[] => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return [];
  const [, year, month, day] = match as unknown as [string, string, string, string];
  return [
    isoDate,
    ...['/', '.', '-'].flatMap((sep) => [
      `${day}${sep}${month}${sep}${year}`,
      `${month}${sep}${day}${sep}${year}`,
    ]),
  ];
};

/**
 * The text with the patient's name, e-mail, phone number and date of birth, and any e-mail address,
 * phone-like number or id, replaced by placeholders. What is left may still describe health: that is what the
 * model is for.
 */
export const redact = (text: string, identity: PatientIdentity = {}): string => {
  let result = text.replace(EMAIL, REDACTED.email).replace(UUID, REDACTED.id);
  if (identity.email) result = result.replace(wordPattern(identity.email), REDACTED.email);
  if (identity.dateOfBirth)
    for (const form of dateForms(identity.dateOfBirth))
      result = result.replace(new RegExp(`(?<!\\d)${escaped(form)}(?!\\d)`, 'g'), REDACTED.date);
  result = result.replace(PHONE_LIKE, (match) =>
    match.replace(/\D/g, '').length >= PHONE_MIN_DIGITS && !ISO_DATE_FIRST.test(match)
      ? REDACTED.phone
      : match,
  );
  if (identity.phoneNumber) {
    const digits = identity.phoneNumber.replace(/\D/g, '');
    if (digits.length >= 5)
      result = result.replace(new RegExp(`(?<!\\d)${digits}(?!\\d)`, 'g'), REDACTED.phone);
  }
  if (identity.fullName)
    for (const part of nameParts(identity.fullName))
      result = result.replace(wordPattern(part), REDACTED.name);
  return result;
};
