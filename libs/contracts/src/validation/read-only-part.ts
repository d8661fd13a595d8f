import { IsOptional } from 'class-validator';

/** The read-only properties each DTO class declares itself (its parents' are looked up along the prototypes). */
const readOnlyKeys = new WeakMap<object, Set<string | symbol>>();

/**
 * A part of a body that a client may send back as it read it, though only the server writes it (an id, a file
 * name, a history): the strict pipe accepts it (optional; the property's other decorators still check its type),
 * and withoutReadOnlyParts drops it before the body goes any further. Declared rather than whitelisting turned
 * off, so any key no DTO names is still refused.
 */
export const ReadOnlyPart =
  (): PropertyDecorator =>
  (prototype, key): void => {
    IsOptional()(prototype, key);
    const keys = readOnlyKeys.get(prototype) ?? new Set<string | symbol>();
    keys.add(key);
    readOnlyKeys.set(prototype, keys);
  };

const isReadOnly = (instance: object, key: string): boolean => {
  for (let prototype = Object.getPrototypeOf(instance) as object | null; prototype;) {
    if (readOnlyKeys.get(prototype)?.has(key)) return true;
    prototype = Object.getPrototypeOf(prototype) as object | null;
  }
  return false;
};

/**
 * A validated DTO as plain data without its read-only parts, at any depth: what is passed on can never carry
 * them, whatever the client sent there.
 */
export const withoutReadOnlyParts = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutReadOnlyParts);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isReadOnly(value, key))
      .map(([key, child]) => [key, withoutReadOnlyParts(child)]),
  );
};
