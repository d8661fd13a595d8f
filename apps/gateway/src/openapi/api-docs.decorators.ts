import { type ContractName, type ContractTypes } from './generated/contract-types';
import { type RequestFormName } from './request-forms';

/**
 * What a route answers on success, read by the document builder (api-document.ts). Request bodies, query and path
 * parameters need no declaration: they come from the DTO classes the handler's @Body/@Query/@Param take.
 */
export const API_SUCCESS = 'vitalsync:openapi:success';
/** A request body the handler reads itself (multipart), named by a schema of request-forms.ts. */
export const API_FORM = 'vitalsync:openapi:form';

/** Failure statuses a route declares beyond those every route gets from its shape (api-errors.ts). */
export type DeclaredErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503 | 504;

export type ApiSuccessMetadata =
  | {
      kind: 'json';
      /** The operation's one-line summary (what API tools list it by). */
      summary: string;
      /** A type of libs/contracts: its schema is generated from the interface (openapi-schemas.mjs). */
      contract: ContractName;
      description?: string;
      errors: readonly DeclaredErrorStatus[];
      /** Failure statuses that still answer the success contract (GET /api/health's 503). */
      sameBodyFor: readonly DeclaredErrorStatus[];
      /** The success body's media type when it is JSON of another name (application/fhir+json). */
      mediaType?: string;
    }
  | {
      kind: 'binary';
      summary: string;
      mediaTypes: readonly string[];
      description?: string;
      errors: readonly DeclaredErrorStatus[];
    };

export interface ApiSuccessOptions {
  description?: string;
  errors?: readonly DeclaredErrorStatus[];
  sameBodyFor?: readonly DeclaredErrorStatus[];
  /** JSON sent under another media type than application/json (a FHIR document). */
  mediaType?: string;
}

type Handler<T> = (...args: never[]) => T | Promise<T>;

/** Mutual assignability: a handler returning a wider or narrower type than the contract is refused too. */
type ExactlyReturns<M extends Handler<unknown>, T> = [Awaited<ReturnType<M>>] extends [T]
  ? [T] extends [Awaited<ReturnType<M>>]
    ? unknown
    : { 'the handler must return exactly the contract': T }
  : { 'the handler must return exactly the contract': T };

/**
 * A method decorator that only fits a handler whose return type is the named contract: naming the wrong
 * contract for a route is a type error, so the document cannot drift from the code it describes.
 */
type TypedMethodDecorator<T> = <M extends Handler<T>>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<M> & ExactlyReturns<M, T>,
) => void;

const define = (metadataKey: string, value: unknown): MethodDecorator =>
  ((_target: object, _key: string | symbol, descriptor: PropertyDescriptor) => {
    Reflect.defineMetadata(metadataKey, value, descriptor.value as object);
  }) as MethodDecorator;

/**
 * `@ApiSuccess('ProfileResponse', 'The signed-in account's profile and role')`: the success body is that contract
 * type (status from @HttpCode or Nest's). The summary is required, so no route can be documented without one.
 */
export const ApiSuccess = <K extends ContractName>(
  contract: K,
  summary: string,
  options: ApiSuccessOptions = {},
): TypedMethodDecorator<ContractTypes[K]> =>
  define(API_SUCCESS, {
    kind: 'json',
    summary,
    contract,
    description: options.description,
    errors: options.errors ?? [],
    sameBodyFor: options.sameBodyFor ?? [],
    ...(options.mediaType ? { mediaType: options.mediaType } : {}),
  } satisfies ApiSuccessMetadata);

/** A route that answers file bytes (a picture) rather than JSON; it returns nothing itself (it uses @Res). */
export const ApiBinarySuccess = (
  mediaTypes: readonly string[],
  summary: string,
  options: Omit<ApiSuccessOptions, 'sameBodyFor' | 'mediaType'> = {},
): TypedMethodDecorator<void> =>
  define(API_SUCCESS, {
    kind: 'binary',
    summary,
    mediaTypes,
    description: options.description,
    errors: options.errors ?? [],
  } satisfies ApiSuccessMetadata);

/** A multipart/form-data body the handler parses itself; `form` names its schema (request-forms.ts). */
export const ApiMultipartForm = (form: RequestFormName): MethodDecorator => define(API_FORM, form);
