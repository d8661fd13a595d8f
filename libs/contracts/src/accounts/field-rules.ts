/**
 * One description of a form field's rules and messages, read by the server's validator and turned into
 * react-hook-form rules by the web app, so both sides enforce the same thing with the same words.
 */
export interface FieldRule {
  label: string;
  /** Message when the value is empty; absent → optional. */
  required?: string;
  pattern?: { value: RegExp; message: string };
  minLength?: { value: number; message: string };
  maxLength?: { value: number; message: string };
  oneOf?: { values: readonly string[]; message: string };
  number?: { min: number; max: number; message: string };
  /** A date (YYYY-MM-DD) that lies in the past. */
  pastDate?: { message: string };
  /** Must equal another field of the same form (confirm password). */
  sameAs?: { field: string; message: string };
}

export interface FileRule {
  label: string;
  required?: string;
  extensions: readonly string[];
  typeMessage: string;
  maxBytes: number;
  sizeMessage: string;
}

/** Field paths are `<group>.<field>` as in the spec's sections and the API's `errors` keys. */
export type FieldRules = Readonly<Record<string, FieldRule>>;
export type FileRules = Readonly<Record<string, FileRule>>;
