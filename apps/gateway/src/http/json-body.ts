import { type FastifyInstance } from 'fastify';

export interface JsonBodyLimits {
  /** Largest JSON body in bytes (413 above). */
  maxBytes: number;
  /** Deepest nesting of objects and arrays (400 above). */
  maxDepth: number;
}

/** The API's JSON bodies are small forms: 64 KiB and 32 levels leave room for every one of them. */
export const API_JSON_LIMITS: JsonBodyLimits = { maxBytes: 64 * 1024, maxDepth: 32 };

/** True when the JSON text nests objects and arrays deeper than maxDepth; brackets inside strings do not count. */
export const jsonNestsDeeperThan = (text: string, maxDepth: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return false;
};

/**
 * A JSON number beyond a double's range parses as ±Infinity, which JSON serialisation (and so the bus) turns into
 * null: `"weight": 1e309` would silently clear a stored weight. Kept as text, it reaches the field's rule and is
 * refused with the field's message. Runs after the depth check, so the recursion is bounded.
 */
export const keepNonFiniteAsText = (value: unknown): unknown => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (Array.isArray(value)) return value.map(keepNonFiniteAsText);
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const [key, item] of Object.entries(record)) record[key] = keepNonFiniteAsText(item);
  }
  return value;
};

const tooDeep = (maxDepth: number): Error =>
  Object.assign(new Error(`The request body is nested more than ${maxDepth} levels deep.`), {
    statusCode: 400,
  });

/**
 * JSON is the only body the API parses besides multipart (whose plugin registers after this): no urlencoded or
 * text/plain parser, so a plain HTML form cannot post to a JSON route; such requests get 415. Nest's own body
 * parsers must be off (`bodyParser: false`).
 */
export const registerJsonBodyOnly = (fastify: FastifyInstance, limits: JsonBodyLimits): void => {
  // Fastify's own parser, which refuses __proto__ and constructor.prototype keys; the depth check runs first.
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: limits.maxBytes },
    (request, body, done) => {
      // A client that labels every request JSON labels its bodiless ones too (the spec's cancel sends no body):
      // an empty body is no body, and the route's own validation decides whether it needed one.
      if ((body as string).length === 0) {
        done(null, undefined);
        return;
      }
      if (jsonNestsDeeperThan(body as string, limits.maxDepth)) {
        done(tooDeep(limits.maxDepth), undefined);
        return;
      }
      parseJson(request, body as string, (error, value) =>
        error ? done(error, undefined) : done(null, keepNonFiniteAsText(value)),
      );
    },
  );
};
