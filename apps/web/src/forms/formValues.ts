/**
 * Form state as react-hook-form holds it: one object per form section, so a field's name is its contract path
 * (`personal_info.fullName`), the same key as the rules and as the API's `errors`. File inputs hold a FileList.
 */
export type FieldValue = string | FileList | null | undefined;
export type SectionValues = Record<string, Record<string, FieldValue>>;

/** `personal_info.fullName` → ['personal_info', 'fullName']. */
export const splitPath = (path: string): [group: string, field: string] => {
  const dot = path.indexOf('.');
  return dot < 0 ? ['', path] : [path.slice(0, dot), path.slice(dot + 1)];
};

export const valueAt = (values: SectionValues, path: string): FieldValue => {
  const [group, field] = splitPath(path);
  return values[group]?.[field];
};

/**
 * The first file of a file field (of a list of files only the first is sent:
 * docs/product/entities.md#login-and-signup-payloads).
 */
export const firstFileAt = (values: SectionValues, path: string): File | undefined => {
  const value = valueAt(values, path);
  return value instanceof FileList ? (value.item(0) ?? undefined) : undefined;
};
