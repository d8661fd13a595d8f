import { BadRequestException, type ValidationPipe } from '@nestjs/common';
import { strictValidationPipe } from '@vitalsync/backend';
import { type ErrorCode, isErrorCode } from '@vitalsync/contracts';
import { REFUSAL_MESSAGE_CONTEXT, refusalMessageOf } from '@vitalsync/contracts/server';
import { type ValidationError } from 'class-validator';

import { apiRefusal } from './api-refusal';

export const INVALID_REQUEST_MESSAGE = 'The request is not valid.';

/**
 * Marks a route parameter whose invalid value names nothing that exists: its decorators take
 * `{ context: notFound('There is no such …') }` (or `{ notFound, code }` with the domain's code) and the refusal
 * is that not-found instead of a 400, with the code a lookup of a missing one answers.
 */
export const notFound = (message: string): { notFound: string; code: ErrorCode } => ({
  notFound: message,
  code: 'not_found',
});

interface NotFoundRefusal {
  code: ErrorCode;
  message: string;
}

const notFoundOf = (errors: readonly ValidationError[]): NotFoundRefusal | undefined => {
  for (const error of errors) {
    for (const context of Object.values(error.contexts ?? {})) {
      const { notFound: message, code } = context as { notFound?: unknown; code?: unknown };
      if (typeof message === 'string') return { code: isErrorCode(code) ? code : 'not_found', message };
    }
    const nested = notFoundOf(error.children ?? []);
    if (nested) return nested;
  }
  return undefined;
};

/**
 * What a field is told when a check fails, the first that applies in this order (a wrong type before a size);
 * the values sent are never echoed.
 */
const CONSTRAINT_MESSAGES: ReadonlyArray<readonly [constraint: string, message: string]> = [
  ['whitelistValidation', 'This field is not accepted.'],
  ['isDefined', 'This field is required.'],
  ['isString', 'This field must be text.'],
  ['isNumberOrText', 'This field must be a number.'],
  ['isNumber', 'This field must be a number.'],
  ['isArray', 'This field must be a list.'],
  ['isObject', 'This field must be an object.'],
  ['isIn', 'This value is not one of those accepted.'],
  ['maxLength', 'This text is too long.'],
  ['arrayMaxSize', 'This list is too long.'],
];
const FIELD_NOT_VALID_MESSAGE = 'This value is not valid.';

/** A check made with refusedWith(...) names its own message (the spec's), which the field is told too. */
const ownMessageOf = (error: ValidationError): string | undefined => {
  for (const constraint of Object.keys(error.constraints ?? {})) {
    const message = (error.contexts?.[constraint] as Record<string, unknown> | undefined)?.[
      REFUSAL_MESSAGE_CONTEXT
    ];
    if (typeof message === 'string') return message;
  }
  return undefined;
};

const messageFor = (error: ValidationError): string =>
  ownMessageOf(error) ??
  CONSTRAINT_MESSAGES.find(([constraint]) => Object.hasOwn(error.constraints ?? {}, constraint))?.[1] ??
  FIELD_NOT_VALID_MESSAGE;

/**
 * The refused fields by `group.field` path (`health_info.weight`, `messages.0.text`), as signup and the field
 * rules name them.
 */
export const fieldErrorsOf = (
  errors: readonly ValidationError[],
  parent = '',
  into: Record<string, string> = {},
): Record<string, string> => {
  for (const error of errors) {
    const path = error.property ? (parent ? `${parent}.${error.property}` : error.property) : parent;
    if (path && error.constraints && Object.keys(error.constraints).length > 0)
      into[path] = messageFor(error);
    fieldErrorsOf(error.children ?? [], path, into);
  }
  return into;
};

/**
 * Every HTTP body, query and parameter typed by a DTO class is checked before a handler sees it: unknown
 * properties, wrong types and non-objects are refused with a 400 naming each refused field (the API error shape
 * comes from ApiExceptionFilter). Field rules with the spec's messages (422) run later, on values of the right type.
 */
export const httpValidationPipe = (): ValidationPipe =>
  strictValidationPipe((errors) => {
    const missing = notFoundOf(errors);
    if (missing) return apiRefusal(missing.code, missing.message);
    // A check made with refusedWith(...) answers its own message, e.g. the spec's "Please fill in all the fields."
    const message = refusalMessageOf(errors) ?? INVALID_REQUEST_MESSAGE;
    const fields = fieldErrorsOf(errors);
    return new BadRequestException(Object.keys(fields).length > 0 ? { message, errors: fields } : message);
  });
