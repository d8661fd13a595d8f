import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import {
  type OperationObject,
  type ParameterObject,
  type RequestBodyObject,
  type ResponseObject,
  type SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

import { API_FORM, API_SUCCESS, type ApiSuccessMetadata } from './api-docs.decorators';
import { ERROR_DESCRIPTIONS, automaticErrorStatuses } from './api-errors';
import { contractRef } from './contract-schemas';
import { type JsonSchema, schemaRef } from './json-schema';
import { REQUEST_FORMS, type RequestFormName } from './request-forms';
import { type RouteHandler, isPublicRoute, routeInputsOf } from './route-handlers';

export const SESSION_SECURITY = 'session';

const asSchema = (schema: JsonSchema): SchemaObject => schema as SchemaObject;

/** One parameter per property of the query or path DTO, with that property's schema. */
const parametersOf = (location: 'query' | 'path', dto: JsonSchema | undefined): ParameterObject[] => {
  const properties = (dto?.['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((dto?.['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: asSchema(schema),
  }));
};

const requestBodyOf = (route: RouteHandler, bodyDto: string | undefined): RequestBodyObject | undefined => {
  const form = Reflect.getMetadata(API_FORM, route.handler) as RequestFormName | undefined;
  if (form !== undefined) {
    const { description, schema } = REQUEST_FORMS[form];
    return { required: true, description, content: { 'multipart/form-data': { schema: asSchema(schema) } } };
  }
  if (bodyDto === undefined) return undefined;
  return { required: true, content: { 'application/json': { schema: asSchema(schemaRef(bodyDto)) } } };
};

const errorResponse = (status: number | 'default', body: JsonSchema = contractRef('ApiErrorBody')) => {
  const response: ResponseObject = {
    description: ERROR_DESCRIPTIONS[status] ?? 'Refused.',
    content: { 'application/json': { schema: asSchema(body) } },
  };
  if (status === 429)
    response.headers = { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } };
  return response;
};

const successResponse = (success: ApiSuccessMetadata): ResponseObject =>
  success.kind === 'json'
    ? {
        description: success.description ?? 'Success.',
        content: {
          [success.mediaType ?? 'application/json']: { schema: asSchema(contractRef(success.contract)) },
        },
      }
    : {
        description: success.description ?? 'The file.',
        content: Object.fromEntries(
          success.mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
        ),
      };

/**
 * The full operation of one route: parameters and body from its DTO classes (or its declared form), the success
 * body from its @ApiSuccess contract, every failure it can answer, and whether it needs the session cookie.
 * Nest's explorer supplies the path, tags and operationId; what it guessed about bodies and answers is replaced.
 */
export const describeOperation = (
  httpMethod: string,
  explored: OperationObject,
  route: RouteHandler,
  schemas: Readonly<Record<string, JsonSchema>>,
): OperationObject => {
  const inputs = routeInputsOf(route);
  const dtoOf = (source: string) => inputs.find((input) => input.source === source)?.dto;
  const requestBody = requestBodyOf(route, dtoOf('body'));
  const isPublic = isPublicRoute(route);
  const success = Reflect.getMetadata(API_SUCCESS, route.handler) as ApiSuccessMetadata | undefined;
  const status: number =
    Reflect.getMetadata(HTTP_CODE_METADATA, route.handler) ?? (httpMethod === 'post' ? 201 : 200);

  const parameters = [
    ...parametersOf('path', schemas[dtoOf('path') ?? '']),
    ...parametersOf('query', schemas[dtoOf('query') ?? '']),
  ];
  const sameBody = new Set<number>(success?.kind === 'json' ? success.sameBodyFor : []);
  const errorStatuses = [
    ...new Set([
      ...automaticErrorStatuses({
        method: httpMethod,
        isPublic,
        hasInputs: parameters.length > 0 || requestBody !== undefined,
        hasBody: requestBody !== undefined,
      }),
      ...(success?.errors ?? []),
    ]),
  ].sort((a, b) => a - b);

  const responses: OperationObject['responses'] = {};
  if (success) responses[status] = successResponse(success);
  for (const error of errorStatuses)
    responses[error] =
      sameBody.has(error) && success?.kind === 'json'
        ? { ...successResponse(success), description: ERROR_DESCRIPTIONS[error] ?? 'Refused.' }
        : errorResponse(error);
  responses['default'] = errorResponse('default');

  return {
    ...explored,
    ...(success ? { summary: success.summary } : {}),
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
    security: isPublic ? [] : [{ [SESSION_SECURITY]: [] }],
  };
};
