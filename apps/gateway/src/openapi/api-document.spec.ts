import 'reflect-metadata';

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { type OpenAPIObject } from '@nestjs/swagger';
import {
  type OperationObject,
  type ParameterObject,
  type RequestBodyObject,
  type ResponseObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { LICENSE_PROOF_MAX_BYTES, ROLES } from '@vitalsync/contracts';

import { SESSION_COOKIE } from '../sessions/session-cookie';
import {
  API_DOCS_JSON_PATH,
  API_DOCS_PATH,
  SOCKETS_EXTENSION,
  SOCKET_SCHEMA_REF_PREFIX,
  buildApiDocument,
} from './api-document';
import { CONTRACT_SCHEMAS } from './contract-schemas';
import { type GatewayUnderTest, type RegisteredRoute, startGatewayUnderTest } from './gateway-app.testing';
import { type JsonSchema, SCHEMA_REF_PREFIX, referencedSchemaNames } from './json-schema';

/**
 * Routes that are not part of the API and so not in its document, each for its reason. Fastify's automatic HEAD
 * twin of every GET is left out by rule (same handler, no body), and so is the web app (registered by
 * serveWebApp outside this module: its files and the SPA fallback).
 */
const NOT_API_ROUTES = [
  { method: 'GET', url: API_DOCS_PATH, why: 'Swagger UI itself' },
  { method: 'GET', url: `${API_DOCS_PATH}/*`, why: 'Swagger UI files' },
  { method: 'GET', url: API_DOCS_JSON_PATH, why: 'this document' },
];

/** State-changing routes that read no body on purpose: the session and the query decide (see the controller). */
const BODYLESS_WRITES = [
  'PUT /api/dashboard/appointments/start',
  'PUT /api/dashboard/appointments/complete',
  'PUT /api/dashboard/appointments/cancel',
];

const PUBLIC_OPERATIONS = [
  'GET /api/dashboard/logout',
  'GET /api/health',
  'POST /api/authenticate/login',
  'POST /api/authenticate/signup/{role}',
];

const ROOT = path.resolve(__dirname, '../../../..');
const REDOCLY = path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');

interface LintProblem {
  ruleId: string;
  severity: string;
  message: string;
  location: Array<{ pointer: string }>;
}

/**
 * What `redocly lint` with its recommended ruleset finds in a document file (errors and warnings alike). Offline:
 * no telemetry, no update check. It exits non-zero when it finds an error; its report is still on stdout.
 */
const redoclyProblems = async (file: string): Promise<string[]> => {
  const args = [REDOCLY, 'lint', '--extends=recommended', '--format=json', file];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const stdout = await promisify(execFile)(process.execPath, args, {
    cwd: ROOT,
    env,
    maxBuffer: 1 << 24,
  }).then(
    ({ stdout: out }) => out,
    (error: { stdout?: string }) => error.stdout ?? '',
  );
  const { problems } = JSON.parse(stdout) as { problems: LintProblem[] };
  return problems.map(
    ({ ruleId, severity, message, location }) =>
      `${severity} ${ruleId} at ${location.map(({ pointer }) => pointer).join(', ')}: ${message}`,
  );
};

/** The value a local `$ref` ("#/a/b~1c") points to in the document, or undefined. */
const resolvePointer = (document: unknown, ref: string): unknown =>
  ref.startsWith('#/')
    ? ref
        .slice(2)
        .split('/')
        .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>(
          (value, key) =>
            typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
          document,
        )
    : undefined;

/** `/api/authenticate/signup/:role` → `/api/authenticate/signup/{role}`, the document's way of naming a path. */
const openApiPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const isExcluded = ({ method, url }: RegisteredRoute, all: readonly RegisteredRoute[]): boolean =>
  (method === 'HEAD' && all.some((other) => other.method === 'GET' && other.url === url)) ||
  NOT_API_ROUTES.some((route) => route.method === method && route.url === url);

const operationsOf = (document: OpenAPIObject) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
      .map(([method, operation]) => ({
        key: `${method.toUpperCase()} ${path}`,
        method,
        path,
        operation: operation as OperationObject,
      })),
  );

const schemaOfContent = (content: ResponseObject['content'] | RequestBodyObject['content'] | undefined) =>
  Object.values(content ?? {})[0]?.schema as JsonSchema | undefined;

const resolve = (document: OpenAPIObject, schema: JsonSchema | undefined): JsonSchema | undefined => {
  const ref = schema?.['$ref'];
  if (typeof ref !== 'string') return schema;
  return document.components?.schemas?.[ref.slice(SCHEMA_REF_PREFIX.length)] as JsonSchema | undefined;
};

describe('the OpenAPI document of the gateway', () => {
  let gateway: GatewayUnderTest;
  let document: OpenAPIObject;

  beforeAll(async () => {
    gateway = await startGatewayUnderTest();
    const served = await gateway.app.inject({ method: 'GET', url: API_DOCS_JSON_PATH });
    expect(served.statusCode).toBe(200);
    document = served.json<OpenAPIObject>();
  });

  afterAll(async () => {
    await gateway?.close();
  });

  it('serves as JSON exactly the document built from the application', () => {
    expect(document).toEqual(JSON.parse(JSON.stringify(buildApiDocument(gateway.app))));
    expect(document.openapi).toBe('3.1.0');
  });

  it('documents every route the router registered, and no route it did not', () => {
    const registered = gateway.routes
      .filter((route) => !isExcluded(route, gateway.routes))
      .map(({ method, url }) => `${method} ${openApiPath(url)}`);
    const documented = operationsOf(document).map(({ key }) => key);
    expect(registered.length).toBeGreaterThan(30);
    expect([...documented].sort()).toEqual([...registered].sort());
  });

  it('gives every operation a success response with a schema', () => {
    const withoutSuccess = operationsOf(document)
      .filter(({ operation }) => {
        const success = Object.entries(operation.responses).find(([status]) => /^2\d\d$/.test(status));
        const schema = schemaOfContent((success?.[1] as ResponseObject | undefined)?.content);
        return !schema || (schema['$ref'] === undefined && schema['format'] !== 'binary');
      })
      .map(({ key }) => key);
    expect(withoutSuccess).toEqual([]);
  });

  it('gives every state-changing operation a request body with a schema, unless it reads none on purpose', () => {
    const withoutBody = operationsOf(document)
      .filter(({ method }) => ['post', 'put', 'patch'].includes(method))
      .filter(({ operation }) => !schemaOfContent((operation.requestBody as RequestBodyObject)?.content))
      .map(({ key }) => key);
    expect(withoutBody.sort()).toEqual([...BODYLESS_WRITES].sort());
  });

  it('describes every JSON request body by a DTO schema with its properties', () => {
    const empty = operationsOf(document)
      .map(({ key, operation }) => ({
        key,
        schema: resolve(
          document,
          (operation.requestBody as RequestBodyObject | undefined)?.content?.['application/json']?.schema as
            JsonSchema | undefined,
        ),
      }))
      .filter(({ schema }) => schema !== undefined)
      .filter(({ schema }) => Object.keys((schema?.['properties'] ?? {}) as object).length === 0)
      .map(({ key }) => key);
    expect(empty).toEqual([]);
  });

  it('names every path parameter, and every query parameter of the query DTOs', () => {
    const missing = operationsOf(document).flatMap(({ key, path, operation }) => {
      const names = ((operation.parameters ?? []) as ParameterObject[]).map((p) => `${p.in}:${p.name}`);
      return [...path.matchAll(/\{([^}]+)\}/g)]
        .map(([, name]) => `path:${name}`)
        .filter((name) => !names.includes(name))
        .map((name) => `${key} ${name}`);
    });
    expect(missing).toEqual([]);
    const slots = document.paths['/api/dashboard/appointments/slots'].get as OperationObject;
    expect(slots.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'doctorId', in: 'query', required: true }),
        expect.objectContaining({ name: 'date', in: 'query', required: true }),
        expect.objectContaining({ name: 'timeZone', in: 'query', required: false }),
      ]),
    );
  });

  it('answers every failure with the error shape of the contracts', () => {
    const errorRef = `${SCHEMA_REF_PREFIX}ApiErrorBody`;
    for (const { key, operation } of operationsOf(document)) {
      const failures = Object.entries(operation.responses).filter(([status]) => !/^2\d\d$/.test(status));
      expect([key, failures.map(([status]) => status)]).toEqual([
        key,
        expect.arrayContaining(['429', 'default']),
      ]);
      for (const [status, response] of failures) {
        if (key === 'GET /api/health' && status === '503') continue;
        expect([key, status, schemaOfContent((response as ResponseObject).content)]).toEqual([
          key,
          status,
          { $ref: errorRef },
        ]);
      }
    }
    expect(document.components?.schemas?.['ApiErrorBody']).toEqual(CONTRACT_SCHEMAS.ApiErrorBody);
    expect(
      schemaOfContent((document.paths['/api/health'].get?.responses['503'] as ResponseObject).content),
    ).toEqual({ $ref: `${SCHEMA_REF_PREFIX}HealthResponse` });
  });

  it('requires the session cookie on every operation but the public ones', () => {
    expect(document.components?.securitySchemes).toEqual({
      session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
    });
    const open = operationsOf(document)
      .filter(({ operation }) => operation.security?.length === 0)
      .map(({ key }) => key);
    expect(open.sort()).toEqual(PUBLIC_OPERATIONS);
    for (const { key, operation } of operationsOf(document).filter((op) => !open.includes(op.key))) {
      expect([key, operation.security]).toEqual([key, [{ session: [] }]]);
      expect([key, Object.keys(operation.responses)]).toEqual([key, expect.arrayContaining(['401'])]);
    }
  });

  it('documents the signup as multipart/form-data built from the contract rules of each role', () => {
    const signup = document.paths['/api/authenticate/signup/{role}'].post as OperationObject;
    const body = signup.requestBody as RequestBodyObject;
    expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
    expect(signup.parameters).toEqual([
      expect.objectContaining({
        name: 'role',
        in: 'path',
        required: true,
        schema: expect.objectContaining({ enum: [...ROLES] }),
      }),
    ]);
    const doctorForm = document.components?.schemas?.['DoctorSignupForm'] as JsonSchema;
    const properties = doctorForm['properties'] as Record<string, JsonSchema>;
    expect(properties['professional_info[licenseProof]']).toMatchObject({ type: 'string', format: 'binary' });
    expect(properties['professional_info[licenseProof]']['description']).toContain(
      String(LICENSE_PROOF_MAX_BYTES),
    );
    expect(doctorForm['required']).toEqual(expect.arrayContaining(['professional_info[licenseProof]']));
    expect(properties['personal_info[email]']['pattern']).toBe(
      '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$',
    );
    expect(properties).not.toHaveProperty(['authentication_details[confirmPassword]']);
  });

  it('takes the response schemas from the contract types, unchanged', () => {
    for (const name of ['LoginResponse', 'ProfileResponse', 'ChatHistoryResponse', 'HealthResponse'] as const)
      expect(document.components?.schemas?.[name]).toEqual(CONTRACT_SCHEMAS[name]);
    const login = document.paths['/api/authenticate/login'].post as OperationObject;
    expect(schemaOfContent((login.responses['200'] as ResponseObject).content)).toEqual({
      $ref: `${SCHEMA_REF_PREFIX}LoginResponse`,
    });
  });

  it('takes the request schemas from the validating DTO classes, unknown properties refused', () => {
    const login = document.components?.schemas?.['LoginRequestDto'] as JsonSchema;
    expect(login).toMatchObject({
      type: 'object',
      required: ['role'],
      additionalProperties: false,
      properties: { role: { enum: [...ROLES] }, email: { type: 'string' }, password: { type: 'string' } },
    });
  });

  it('holds every schema it refers to, and only those: the HTTP ones as components, the socket-only ones beside the events', () => {
    const all: Record<string, unknown> = { ...document };
    const sockets = all[SOCKETS_EXTENSION] as { schemas: Record<string, JsonSchema> };
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map(([, ref]) => ref);
    expect(refs.length).toBeGreaterThan(50);
    expect(refs.filter((ref) => resolvePointer(all, ref) === undefined)).toEqual([]);

    const components = document.components?.schemas ?? {};
    const fromPaths = referencedSchemaNames({ paths: document.paths });
    const pending = [...fromPaths];
    while (pending.length > 0) {
      for (const name of referencedSchemaNames(components[pending.pop() as string])) {
        if (fromPaths.has(name)) continue;
        fromPaths.add(name);
        pending.push(name);
      }
    }
    expect(Object.keys(components).sort()).toEqual([...fromPaths].sort());

    const socketOnly = Object.keys(sockets.schemas);
    expect(socketOnly).toEqual(expect.arrayContaining(['SendMessagePayload', 'ReceivedOffer']));
    expect(socketOnly.filter((name) => name in components)).toEqual([]);
    const usedBySockets = JSON.stringify({ ...sockets, schemas: undefined });
    for (const name of socketOnly) {
      const ref = `${SOCKET_SCHEMA_REF_PREFIX}${name}"`;
      const elsewhere = JSON.stringify(
        socketOnly.filter((other) => other !== name).map((o) => sockets.schemas[o]),
      );
      expect([name, usedBySockets.includes(ref) || elsewhere.includes(ref)]).toEqual([name, true]);
    }
  });

  it('passes the recommended ruleset of a standard OpenAPI linter without an error or a warning', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'vitalsync-openapi-lint-'));
    const file = path.join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    try {
      const problems = await redoclyProblems(file);
      expect(problems).toEqual([]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it('summarises every operation in one line, and serves from the site it is read on', () => {
    const unsummarised = operationsOf(document)
      .filter(({ operation }) => !/^[^\n]{3,120}$/.test(operation.summary ?? ''))
      .map(({ key }) => key);
    expect(unsummarised).toEqual([]);
    const summaries = operationsOf(document).map(({ operation }) => operation.summary);
    expect(new Set(summaries).size).toBe(summaries.length);
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
  });
});
