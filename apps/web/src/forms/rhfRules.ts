import { checkField, checkFile, type FieldRule, type FileRule, flattenGroups } from '@vitalsync/contracts';
import { type FieldValues, type Path, type RegisterOptions } from 'react-hook-form';

/**
 * One contract rule as react-hook-form options: all checking (and every message) comes from `checkField`, so the
 * form says exactly what the server would. Nested form values (`{personal_info: {…}}`) are flattened to the
 * rules' `<group>.<field>` paths for rules that compare fields (confirm password).
 */
export const fieldOptions = <Values extends FieldValues>(
  rule: FieldRule,
): RegisterOptions<Values, Path<Values>> => ({
  validate: (value: unknown, formValues: Values) =>
    checkField(rule, typeof value === 'string' ? value : undefined, {
      ...formValues,
      ...flattenGroups(formValues),
    }) ?? true,
});

/**
 * A file rule as react-hook-form options; only the first file of the input counts
 * (docs/product/entities.md#login-and-signup-payloads).
 */
export const fileOptions = <Values extends FieldValues>(
  rule: FileRule,
): RegisterOptions<Values, Path<Values>> => ({
  validate: (value: unknown) =>
    checkFile(rule, value instanceof FileList ? (value.item(0) ?? undefined) : undefined) ?? true,
});
