import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { IS_ISO8601 } from 'class-validator';
import { validationMetadatasToSchemas } from 'class-validator-jsonschema';

import { type JsonSchema, SCHEMA_REF_PREFIX } from './json-schema';

/**
 * Where no @Type names a nested class, the converter falls back to the property's reflected type and refers to
 * built-ins (`$ref: …/Array` beside a correct `items`): those name no DTO, so the reference is dropped.
 */
const BUILT_IN_REF = new RegExp(`^${SCHEMA_REF_PREFIX}(Array|Object|String|Number|Boolean|Date|Map|Set)$`);

const withoutBuiltInRefs = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutBuiltInRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, child]) => !(key === '$ref' && typeof child === 'string' && BUILT_IN_REF.test(child)))
      .map(([key, child]) => [key, withoutBuiltInRefs(child)]),
  );
};

/**
 * The schema of every class-validator DTO loaded in this process, by class name: request bodies, query and path
 * parameters are documented from the very decorators that validate them. The global pipe refuses properties a
 * DTO does not declare (forbidNonWhitelisted), so every object schema says so too.
 */
export const dtoSchemas = (): Record<string, JsonSchema> => {
  const schemas = validationMetadatasToSchemas({
    refPointerPrefix: SCHEMA_REF_PREFIX,
    // Nested DTOs and arrays of them are named by class-transformer's @Type, not by the property's type.
    classTransformerMetadataStorage: defaultMetadataStorage,
    // The converter's own `oneOf` of a date and a date-time reads as overlapping to OpenAPI linters (both are
    // strings): either format may match.
    additionalConverters: {
      [IS_ISO8601]: { type: 'string', anyOf: [{ format: 'date' }, { format: 'date-time' }] },
    },
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [
      name,
      { ...(withoutBuiltInRefs(schema) as JsonSchema), additionalProperties: false },
    ]),
  );
};
