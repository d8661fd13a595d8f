/** A JSON Schema node as the served OpenAPI document carries it. */
export type Schema = Readonly<Record<string, unknown>>;

/** Keywords that only describe (or that this check leaves to the server's own validation, like formats). */
const ANNOTATIONS = new Set([
  'description',
  'title',
  'format',
  'examples',
  'example',
  'default',
  'deprecated',
]);
const CHECKED = new Set([
  '$ref',
  'type',
  'const',
  'enum',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'pattern',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
]);

const typeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
};

const typeMatches = (value: unknown, type: unknown): boolean =>
  [type].flat().some((one) => typeOf(value) === one || (one === 'number' && typeOf(value) === 'integer'));

/**
 * Where `value` breaks `schema` (empty when it conforms), for the JSON Schema keywords the document uses. A keyword
 * this check does not know fails loudly rather than passing unchecked.
 */
export const schemaViolations = (
  value: unknown,
  schema: Schema,
  components: Readonly<Record<string, Schema>>,
  at = '$',
): string[] => {
  const unknown = Object.keys(schema).filter((key) => !CHECKED.has(key) && !ANNOTATIONS.has(key));
  if (unknown.length > 0) return [`${at}: unsupported schema keywords ${unknown.join(', ')}`];
  const check = (child: unknown, sub: Schema, path: string) => schemaViolations(child, sub, components, path);
  const problems: string[] = [];
  const ref = schema['$ref'];
  if (typeof ref === 'string') {
    const target = components[ref.replace('#/components/schemas/', '')];
    if (!target) return [`${at}: unknown schema ${ref}`];
    problems.push(...check(value, target, at));
  }
  if (schema['type'] !== undefined && !typeMatches(value, schema['type']))
    return [...problems, `${at}: ${typeOf(value)} where ${JSON.stringify(schema['type'])} is expected`];
  if ('const' in schema && value !== schema['const'])
    problems.push(`${at}: ${JSON.stringify(value)} is not ${JSON.stringify(schema['const'])}`);
  if (Array.isArray(schema['enum']) && !schema['enum'].includes(value))
    problems.push(`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema['enum'])}`);
  if (typeof value === 'string') {
    if (typeof schema['pattern'] === 'string' && !new RegExp(schema['pattern'], 'u').test(value))
      problems.push(`${at}: does not match ${schema['pattern']}`);
    if (typeof schema['minLength'] === 'number' && value.length < schema['minLength'])
      problems.push(`${at}: shorter than ${schema['minLength']}`);
    if (typeof schema['maxLength'] === 'number' && value.length > schema['maxLength'])
      problems.push(`${at}: longer than ${schema['maxLength']}`);
  }
  if (typeof value === 'number') {
    if (typeof schema['minimum'] === 'number' && value < schema['minimum'])
      problems.push(`${at}: below ${schema['minimum']}`);
    if (typeof schema['maximum'] === 'number' && value > schema['maximum'])
      problems.push(`${at}: above ${schema['maximum']}`);
  }
  if (Array.isArray(value)) {
    if (typeof schema['minItems'] === 'number' && value.length < schema['minItems'])
      problems.push(`${at}: fewer than ${schema['minItems']} items`);
    if (typeof schema['maxItems'] === 'number' && value.length > schema['maxItems'])
      problems.push(`${at}: more than ${schema['maxItems']} items`);
    const items = schema['items'];
    if (typeof items === 'object' && items !== null)
      value.forEach((item, index) => problems.push(...check(item, items as Schema, `${at}[${index}]`)));
  }
  if (typeOf(value) === 'object') {
    const record = value as Record<string, unknown>;
    const properties = (schema['properties'] ?? {}) as Record<string, Schema>;
    for (const name of (schema['required'] ?? []) as string[])
      if (!(name in record)) problems.push(`${at}.${name}: missing`);
    for (const [name, child] of Object.entries(record)) {
      if (properties[name]) problems.push(...check(child, properties[name], `${at}.${name}`));
      else if (schema['additionalProperties'] === false) problems.push(`${at}.${name}: not in the schema`);
      else if (typeof schema['additionalProperties'] === 'object')
        problems.push(...check(child, schema['additionalProperties'] as Schema, `${at}.${name}`));
    }
  }
  const branches = (key: string) => ((schema[key] ?? []) as Schema[]).map((sub) => check(value, sub, at));
  if (schema['allOf']) problems.push(...branches('allOf').flat());
  if (schema['anyOf'] && !branches('anyOf').some((found) => found.length === 0))
    problems.push(
      `${at}: matches none of anyOf (${branches('anyOf')
        .map((found) => found[0])
        .join('; ')})`,
    );
  if (schema['oneOf'] && branches('oneOf').filter((found) => found.length === 0).length !== 1)
    problems.push(`${at}: does not match exactly one of oneOf`);
  if (schema['not'] && check(value, schema['not'] as Schema, at).length === 0)
    problems.push(`${at}: matches what it must not`);
  return problems;
};
