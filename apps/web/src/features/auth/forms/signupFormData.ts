import { type Role, SIGNUP_FILE_RULES, SIGNUP_RULES } from '@vitalsync/contracts';

import { firstFileAt, type SectionValues, splitPath, valueAt } from '../../../forms/formValues';

/** `personal_info.fullName` → `personal_info[fullName]`, the spec's flattened multipart key. */
export const multipartKey = (path: string): string => {
  const [group, field] = splitPath(path);
  return group ? `${group}[${field}]` : field;
};

/**
 * The signup body (docs/product/entities.md#login-and-signup-payloads): the role, every filled text field under
 * `group[field]` (a field that only confirms another, i.e. confirmPassword, is never sent), and the first file of
 * each file field.
 */
export const signupFormData = (role: Role, values: SectionValues): FormData => {
  const body = new FormData();
  body.append('role', role);
  for (const [path, rule] of Object.entries(SIGNUP_RULES[role])) {
    const value = valueAt(values, path);
    if (rule.sameAs || typeof value !== 'string' || value.trim() === '') continue;
    body.append(multipartKey(path), value);
  }
  for (const path of Object.keys(SIGNUP_FILE_RULES[role])) {
    const file = firstFileAt(values, path);
    if (file) body.append(multipartKey(path), file, file.name);
  }
  return body;
};
