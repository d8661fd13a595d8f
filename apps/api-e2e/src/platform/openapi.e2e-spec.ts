import {
  ApiClient,
  type ApiResponse,
  type EmbeddedSystem,
  logIn,
  signUp,
  startEmbedded,
} from '@vitalsync/testing';

import { type Schema, schemaViolations } from './schema-check';

interface Operation {
  security?: Array<Record<string, unknown>>;
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

interface ApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, Schema> };
  'x-socket-namespaces': { path: string; namespaces: Record<string, unknown> };
}

const DOCS_JSON = '/api/docs-json';

/** A value for each path parameter that names nothing, yet passes its pattern. */
const PATH_VALUES: Record<string, string> = {
  role: 'user',
  file: '00000000-0000-4000-8000-000000000000.png',
  id: '00000000-0000-4000-8000-000000000000',
};

const concretePath = (path: string): string =>
  path.replace(/\{([^}]+)\}/g, (_all, name: string) => {
    const value = PATH_VALUES[name];
    if (value === undefined) throw new Error(`No test value for the path parameter ${name} of ${path}`);
    return value;
  });

const operationsOf = (document: ApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method,
      path,
      operation,
    })),
  );

/** Checks an answer against what the document says the operation answers with that status. */
const conformance = (
  document: ApiDocument,
  operation: Operation,
  response: ApiResponse<unknown>,
): string[] => {
  const documented = operation.responses[String(response.status)] ?? operation.responses['default'];
  if (!documented) return [`status ${response.status} is not documented`];
  const schema = documented.content?.['application/json']?.schema;
  if (!schema) return [];
  return schemaViolations(response.body, schema, document.components.schemas);
};

describe('the API documentation (embedded mode)', () => {
  let system: EmbeddedSystem;
  let document: ApiDocument;

  beforeAll(async () => {
    system = await startEmbedded();
    const response = await fetch(`${system.baseUrl}${DOCS_JSON}`);
    expect(response.status).toBe(200);
    document = (await response.json()) as ApiDocument;
  });

  afterAll(async () => {
    await system?.stop('SIGINT');
  });

  it('serves Swagger UI at /api/docs, its scripts loading as files under the site policy', async () => {
    const page = await fetch(`${system.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('id="swagger-ui"');
    // The policy allows no inline script but the web app's own, by their hashes: every script here must be a file.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
    const scripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map(([, src]) => src);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const script = await fetch(new URL(src, `${system.baseUrl}/api/docs/`));
      expect([src, script.status]).toEqual([src, 200]);
      expect(script.headers.get('content-type')).toMatch(/javascript/);
    }
    const init = await fetch(`${system.baseUrl}/api/docs/swagger-ui-init.js`);
    expect(await init.text()).toMatch(/"swaggerDoc":\s*\{\s*"openapi":\s*"3\.1\.0"/);
  });

  it('serves the document as JSON to anyone, with the cookie scheme and the socket namespaces', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes['session']).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: 'vitalsync_session',
    });
    expect(document['x-socket-namespaces'].path).toBe('/api/socket.io');
    expect(Object.keys(document['x-socket-namespaces'].namespaces).sort()).toEqual(
      ['/chat', '/notifications', '/video-call'].sort(),
    );
  });

  it('serves every documented operation; a protected one refuses a caller without a session as documented', async () => {
    const anonymous = new ApiClient(system.baseUrl);
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(30);
    for (const { key, method, path, operation } of operations) {
      const response = await anonymous.request(method.toUpperCase(), concretePath(path));
      const isProtected = (operation.security ?? []).length > 0;
      if (isProtected) expect([key, response.status]).toEqual([key, 401]);
      // A route the router does not know answers 404 with "Cannot <method> <path>".
      else expect([key, response.raw]).not.toEqual([key, expect.stringMatching(/^\{.*"Cannot /)]);
      expect([key, conformance(document, operation, response)]).toEqual([key, []]);
    }
  });

  it.each(['user', 'doctor'] as const)(
    'answers a signed-in %s with bodies that match the documented schemas',
    async (role) => {
      const client = new ApiClient(system.baseUrl);
      const account = await signUp(client, role);
      const login = await logIn(client, account);
      const loginOperation = document.paths['/api/authenticate/login']['post'];
      expect(conformance(document, loginOperation, login)).toEqual([]);
      expect(login.status).toBe(200);
      // The check has teeth: a property the contract lacks (a leak) is reported.
      const leaky = { ...login, body: { ...(login.body as object), passwordHash: 'x' } };
      expect(conformance(document, loginOperation, leaky)).toEqual(['$.passwordHash: not in the schema']);

      const reads = operationsOf(document).filter(
        ({ method, path, operation }) =>
          method === 'get' && (operation.security ?? []).length > 0 && !path.includes('{'),
      );
      let successes = 0;
      for (const { key, operation } of reads) {
        const response = await client.get(key.slice('GET '.length));
        if (response.status === 200) successes += 1;
        expect([key, response.status, conformance(document, operation, response)]).toEqual([
          key,
          response.status,
          [],
        ]);
      }
      expect(successes).toBeGreaterThanOrEqual(5);
    },
  );

  it('answers refusals of the inputs with the documented error shape', async () => {
    const client = new ApiClient(system.baseUrl);
    const login = document.paths['/api/authenticate/login']['post'];
    const cases = [
      await client.post('/api/authenticate/login', { json: { role: 'nurse' } }),
      await client.post('/api/authenticate/login', {
        json: { role: 'user', email: 'not an email', password: 'x' },
      }),
      await client.post('/api/authenticate/login', { json: { role: 'user', email: 'x@y.io', extra: true } }),
    ];
    expect(cases.map(({ status }) => status)).toEqual([400, 422, 400]);
    for (const response of cases) expect(conformance(document, login, response)).toEqual([]);
    expect(cases[1].body).toMatchObject({ status: 'error', errors: expect.any(Object) });
  });
});
