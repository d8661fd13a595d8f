import {
  type FieldRule,
  type FieldRules,
  type FileRule,
  type FileRules,
  REPORT_FIELD_RULES,
  REPORT_FILE_FIELD,
  REPORT_FILE_RULE,
  type Role,
  ROLES,
  SIGNUP_FILE_RULES,
  SIGNUP_REQUEST_RULES,
} from '@vitalsync/contracts';

import { type JsonSchema, schemaRef } from './json-schema';

/** `personal_info.fullName` → `personal_info[fullName]`: the spec's flattened multipart key the web app sends. */
const multipartKey = (path: string): string => path.replace(/^([^.]+)\.(.+)$/, '$1[$2]');

/**
 * JSON Schema patterns carry no flags: a case-insensitive rule is written out with both cases, which is exact for
 * letter ranges; any other case-insensitive pattern is only described, never given a stricter `pattern`.
 */
const patternOf = ({ source, flags }: RegExp): { pattern: string } | { description: string } => {
  if (!flags.includes('i')) return { pattern: source };
  const withoutRanges = source.replace(/\\./g, '').replace(/A-Z|a-z/g, '');
  if (/[A-Za-z]/.test(withoutRanges)) return { description: `Matches /${source}/${flags}.` };
  return { pattern: source.replace(/A-Z|a-z/g, 'A-Za-z') };
};

/** A text field as multipart carries it: a string, with the rules the server checks (422 with their messages). */
const fieldSchema = (rule: FieldRule): JsonSchema => ({
  type: 'string',
  title: rule.label,
  ...(rule.minLength ? { minLength: rule.minLength.value } : {}),
  ...(rule.maxLength ? { maxLength: rule.maxLength.value } : {}),
  ...(rule.pattern ? patternOf(rule.pattern.value) : {}),
  ...(rule.oneOf ? { enum: [...rule.oneOf.values] } : {}),
  ...(rule.pastDate ? { format: 'date' } : {}),
  ...(rule.number || rule.pastDate ? { description: (rule.number ?? rule.pastDate)?.message } : {}),
});

const fileSchema = (rule: FileRule): JsonSchema => ({
  type: 'string',
  format: 'binary',
  title: rule.label,
  description: `${rule.extensions.join(', ')}; at most ${rule.maxBytes} bytes. ${rule.sizeMessage} beyond.`,
});

const formSchema = (role: Role, fields: FieldRules, files: FileRules): JsonSchema => {
  const entries = [
    ...Object.entries(fields).map(([path, rule]) => [path, fieldSchema(rule), rule.required] as const),
    ...Object.entries(files).map(([path, rule]) => [path, fileSchema(rule), rule.required] as const),
  ];
  return {
    type: 'object',
    description:
      `The registration form of a ${role === 'user' ? 'patient' : 'doctor'}. Keys are \`group[field]\` ` +
      '(`group.field` is read the same); the first file of a file field counts.',
    properties: {
      role: { type: 'string', enum: [role], description: 'Optional: the role in the path decides.' },
      ...Object.fromEntries(entries.map(([path, schema]) => [multipartKey(path), schema])),
    },
    required: entries.filter(([, , required]) => required !== undefined).map(([path]) => multipartKey(path)),
    additionalProperties: false,
  };
};

const SIGNUP_FORM_NAMES: Readonly<Record<Role, string>> = {
  user: 'UserSignupForm',
  doctor: 'DoctorSignupForm',
};

/**
 * Bodies that are not JSON, so no DTO class describes them: their schemas come from the same contract rules
 * the handler validates with. `schema` is the body's schema; `components` the named schemas it refers to.
 */
export const REQUEST_FORMS = {
  SignupForm: {
    description: 'multipart/form-data: the form of the role named in the path.',
    schema: { oneOf: ROLES.map((role) => schemaRef(SIGNUP_FORM_NAMES[role])) },
    components: Object.fromEntries(
      ROLES.map((role) => [
        SIGNUP_FORM_NAMES[role],
        formSchema(role, SIGNUP_REQUEST_RULES[role], SIGNUP_FILE_RULES[role]),
      ]),
    ),
  },
  ReportForm: {
    description:
      'multipart/form-data: a report for a patient the doctor consulted (400 naming refused fields).',
    schema: schemaRef('ReportForm'),
    components: {
      ReportForm: {
        type: 'object',
        description: 'Add Report: the text fields, and optionally one file checked by its first bytes.',
        properties: {
          ...Object.fromEntries(
            Object.entries(REPORT_FIELD_RULES).map(([name, rule]) => [name, fieldSchema(rule)]),
          ),
          [REPORT_FILE_FIELD]: fileSchema(REPORT_FILE_RULE),
        },
        required: Object.keys(REPORT_FIELD_RULES),
        additionalProperties: false,
      },
    },
  },
} as const satisfies Record<
  string,
  { description: string; schema: JsonSchema; components: Record<string, JsonSchema> }
>;

export type RequestFormName = keyof typeof REQUEST_FORMS;
