/**
 * A JSON Schema as OpenAPI 3.1 takes it (2020-12: `const`, type lists). Nest's SchemaObject type describes
 * OpenAPI 3.0's dialect and lacks `const`, so schemas travel as this and meet Nest's types only in the document.
 */
export type JsonSchema = Readonly<Record<string, unknown>>;

export const SCHEMA_REF_PREFIX = '#/components/schemas/';

export const schemaRef = (name: string): JsonSchema => ({ $ref: `${SCHEMA_REF_PREFIX}${name}` });

/** Every component name a value refers to with `$ref`, at any depth. */
export const referencedSchemaNames = (value: unknown, into = new Set<string>()): Set<string> => {
  if (Array.isArray(value)) {
    for (const item of value) referencedSchemaNames(item, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF_PREFIX))
        into.add(decodeURIComponent(child.slice(SCHEMA_REF_PREFIX.length)));
      else referencedSchemaNames(child, into);
    }
  }
  return into;
};

/**
 * The schemas reachable from `roots` through `$ref`, and nothing else: the document shows the shapes of the public
 * API, not every bus payload that shares the contracts. A reference to a schema that does not exist is left
 * dangling rather than stopping the gateway: api-document.spec fails on it.
 */
export const reachableSchemas = (
  roots: unknown,
  available: Readonly<Record<string, JsonSchema>>,
): Record<string, JsonSchema> => {
  const reached: Record<string, JsonSchema> = {};
  const pending = [...referencedSchemaNames(roots)];
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (Object.hasOwn(reached, name) || !Object.hasOwn(available, name)) continue;
    reached[name] = available[name];
    pending.push(...referencedSchemaNames(available[name]));
  }
  return Object.fromEntries(Object.entries(reached).sort(([a], [b]) => a.localeCompare(b)));
};

/** `value` with every `$ref` to a component named in `moved` pointing under `prefix` instead, at any depth. */
export const withRefsMoved = (value: unknown, moved: ReadonlySet<string>, prefix: string): unknown => {
  if (Array.isArray(value)) return value.map((item) => withRefsMoved(item, moved, prefix));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(SCHEMA_REF_PREFIX)) {
        const name = decodeURIComponent(child.slice(SCHEMA_REF_PREFIX.length));
        return [key, moved.has(name) ? `${prefix}${encodeURIComponent(name)}` : child];
      }
      return [key, withRefsMoved(child, moved, prefix)];
    }),
  );
};
