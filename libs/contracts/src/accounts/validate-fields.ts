import { type FieldRule, type FieldRules, type FileRule } from './field-rules';

/** Form values by `<group>.<field>` path, as strings (multipart, form inputs) or numbers (JSON). */
export type FlatValues = Readonly<Record<string, unknown>>;

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const isPastDate = (value: string, today: Date): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return false;
  const date = new Date(value.slice(0, 10) + 'T00:00:00Z');
  return (
    !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value.slice(0, 10) && date < today
  );
};

export const FORBIDDEN_CHARACTERS_MESSAGE = 'This field contains characters that are not allowed.';

/**
 * A NUL character (PostgreSQL text cannot hold it) or half of a UTF-16 surrogate pair (not a character at all,
 * and not valid UTF-8 once encoded).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasForbiddenCharacters = (text: string): boolean =>
  text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The first message a value breaks, or undefined. Optional empty values pass. */
export const checkField = (
  rule: FieldRule,
  value: unknown,
  values: FlatValues = {},
  today = new Date(),
): string | undefined => {
  if (isEmpty(value)) return rule.required;
  if (typeof value !== 'string' && typeof value !== 'number') return `${rule.label} is not valid`;
  if (typeof value === 'string' && hasForbiddenCharacters(value)) return FORBIDDEN_CHARACTERS_MESSAGE;
  const text = String(value).trim();
  if (rule.pattern && !rule.pattern.value.test(text)) return rule.pattern.message;
  if (rule.minLength && text.length < rule.minLength.value) return rule.minLength.message;
  if (rule.maxLength && text.length > rule.maxLength.value) return rule.maxLength.message;
  if (rule.oneOf && !rule.oneOf.values.includes(text)) return rule.oneOf.message;
  if (rule.number) {
    const number = Number(text);
    if (!Number.isFinite(number) || number < rule.number.min || number > rule.number.max)
      return rule.number.message;
  }
  if (rule.pastDate && !isPastDate(text, today)) return rule.pastDate.message;
  if (rule.sameAs && value !== values[rule.sameAs.field]) return rule.sameAs.message;
  return undefined;
};

/** Every broken field with its message, keyed by path (the API's `errors` object); empty when all pass. */
export const validateFields = (
  rules: FieldRules,
  values: FlatValues,
  today = new Date(),
): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const [path, rule] of Object.entries(rules)) {
    const message = checkField(rule, values[path], values, today);
    if (message) errors[path] = message;
  }
  return errors;
};

/** Extension of a file name, lower-case, without the dot. */
export const fileExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** Checks a file's name and size against its rule (content is checked by the server on top). */
export const checkFile = (
  rule: FileRule,
  file: { name: string; size: number } | undefined,
): string | undefined => {
  if (!file) return rule.required;
  if (!rule.extensions.includes(fileExtension(file.name))) return rule.typeMessage;
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  return undefined;
};

/** Turns nested section groups ({personal_info: {email}}) into paths ({'personal_info.email'}). */
export const flattenGroups = (groups: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const flat: Record<string, unknown> = {};
  for (const [group, fields] of Object.entries(groups)) {
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) continue;
    for (const [field, value] of Object.entries(fields)) flat[`${group}.${field}`] = value;
  }
  return flat;
};
