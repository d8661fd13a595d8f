import { type INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import {
  type OperationObject,
  type PathItemObject,
  type SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { PRODUCT_NAME } from '@vitalsync/shared';

import { SESSION_COOKIE } from '../sessions/session-cookie';
import { CONTRACT_SCHEMAS } from './contract-schemas';
import { SESSION_SECURITY, describeOperation } from './describe-operation';
import { dtoSchemas } from './dto-schemas';
import { type JsonSchema, reachableSchemas, withRefsMoved } from './json-schema';
import { REQUEST_FORMS } from './request-forms';
import { routeHandlersOf } from './route-handlers';
import { socketApiDescription, socketApiMarkdown } from './socket-namespaces';

/** Swagger UI; Nest serves the document itself at API_DOCS_JSON_PATH. Neither needs a session. */
export const API_DOCS_PATH = '/api/docs';
export const API_DOCS_JSON_PATH = '/api/docs-json';
export const SOCKETS_EXTENSION = 'x-socket-namespaces';
/** Where the schemas only the Socket.IO events use live: OpenAPI tools read no extension, so none is unused. */
export const SOCKET_SCHEMA_REF_PREFIX = `#/${SOCKETS_EXTENSION}/schemas/`;
export const REALTIME_TAG = 'realtime';

/** The project's package is UNLICENSED: nobody else may use the API's code (an SPDX reference of our own). */
const API_LICENSE = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const DESCRIPTION = [
  'Every path sits under `/api`. Success answers `{"status":"success", …}` with the fields of its schema; every ',
  'failure answers `{"status":"error","message":…}` (`errors` by field for 400 and 422) with a fitting status. ',
  'Routes marked with the lock need the session cookie that `POST /api/authenticate/login` sets; state-changing ',
  'requests from a browser must come from this site (Origin check). ',
  `This document as JSON: \`${API_DOCS_JSON_PATH}\`. The Socket.IO namespaces are described under the `,
  `\`${REALTIME_TAG}\` tag and, machine-readable, in the \`${SOCKETS_EXTENSION}\` extension.`,
].join('');

/** Every schema a document may refer to: contract types, DTO classes, and the multipart forms. */
const availableSchemas = (): Record<string, JsonSchema> => ({
  ...CONTRACT_SCHEMAS,
  ...dtoSchemas(),
  ...Object.assign({}, ...Object.values(REQUEST_FORMS).map((form) => form.components)),
});

/**
 * The OpenAPI 3.1 document of the gateway: Nest's explorer lists the routes (paths, tags, operationIds), and
 * each operation is then described from the route's own metadata (describe-operation.ts).
 */
export const buildApiDocument = (app: INestApplication): OpenAPIObject => {
  const explored = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setOpenAPIVersion('3.1.0')
      .setTitle(`${PRODUCT_NAME} API`)
      .setDescription(DESCRIPTION)
      .setVersion('1')
      .addServer('/', 'The site serving this document: every path starts with /api.')
      .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }, SESSION_SECURITY)
      .addTag(REALTIME_TAG, socketApiMarkdown())
      .build(),
    { operationIdFactory: (controllerKey, methodKey) => `${controllerKey}_${methodKey}` },
  );
  const handlers = routeHandlersOf(app);
  const schemas = availableSchemas();

  const paths: OpenAPIObject['paths'] = {};
  for (const [path, item] of Object.entries(explored.paths)) {
    const described: PathItemObject = { ...item };
    for (const method of HTTP_METHODS) {
      const operation: OperationObject | undefined = item[method];
      const handler = operation?.operationId ? handlers.get(operation.operationId) : undefined;
      if (operation && handler) described[method] = describeOperation(method, operation, handler, schemas);
    }
    paths[path] = described;
  }
  const httpSchemas = reachableSchemas({ paths }, schemas);
  const socketOnly = new Set(
    Object.keys(reachableSchemas(socketApiDescription(), schemas)).filter((name) => !(name in httpSchemas)),
  );
  const moved = (value: unknown) => withRefsMoved(value, socketOnly, SOCKET_SCHEMA_REF_PREFIX);
  const sockets = {
    ...(moved(socketApiDescription()) as object),
    schemas: Object.fromEntries([...socketOnly].sort().map((name) => [name, moved(schemas[name])])),
  };

  return {
    ...explored,
    info: { ...explored.info, license: API_LICENSE },
    paths,
    components: { ...explored.components, schemas: httpSchemas as Record<string, SchemaObject> },
    [SOCKETS_EXTENSION]: sockets,
  } as OpenAPIObject;
};

/**
 * Serves Swagger UI at API_DOCS_PATH and the document as JSON at API_DOCS_JSON_PATH. `ui: false` serves the JSON
 * alone: Swagger UI's files come through @fastify/static, which Jest cannot load (ESM only).
 */
export const setupApiDocs = (app: INestApplication, { ui = true }: { ui?: boolean } = {}): void => {
  SwaggerModule.setup(API_DOCS_PATH.slice(1), app, buildApiDocument(app), {
    ui,
    jsonDocumentUrl: API_DOCS_JSON_PATH.slice(1),
    raw: ['json'],
    customSiteTitle: `${PRODUCT_NAME} API`,
  });
};
