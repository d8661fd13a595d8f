import { ValidateBy, type ValidationOptions } from 'class-validator';

import { isStorageKey } from './storage-key.rule';

/** A key the storage would accept: no path, no leading dot. */
export const IsStorageKey = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isStorageKey',
      validator: { validate: (value: unknown) => typeof value === 'string' && isStorageKey(value) },
    },
    options,
  );

/** An object whose every value is text of at most `maxLength` characters (form fields by `<group>.<field>` path). */
export const IsTextRecord = (maxLength: number, options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isTextRecord',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.values(value).every((text) => typeof text === 'string' && text.length <= maxLength),
      },
    },
    options,
  );

/**
 * A number, or text of at most `maxLength` characters the field's rule will read as one ("72" from a form,
 * "Infinity" for a JSON number beyond a double's range): the rule, not the DTO, gives the field's message.
 */
export const IsNumberOrText = (
  options?: ValidationOptions,
  maxLength = Number.MAX_SAFE_INTEGER,
): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isNumberOrText',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' || (typeof value === 'string' && value.length <= maxLength),
      },
    },
    options,
  );
