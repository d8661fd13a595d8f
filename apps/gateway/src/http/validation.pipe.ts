import { BadRequestException, NotFoundException, type ValidationPipe } from '@nestjs/common';
import { refusalMessageOf, strictValidationPipe } from '@vitalsync/backend';
import { type ValidationError } from 'class-validator';

export const INVALID_REQUEST_MESSAGE = 'The request is not valid.';

/**
 * Marks a route parameter whose invalid value names nothing that exists: its decorators take
 * `{ context: notFound('There is no such …') }` and the refusal is that 404 instead of a 400.
 */
export const notFound = (message: string): { notFound: string } => ({ notFound: message });

const notFoundMessageOf = (errors: readonly ValidationError[]): string | undefined => {
  for (const error of errors) {
    for (const context of Object.values(error.contexts ?? {})) {
      const message = (context as { notFound?: unknown }).notFound;
      if (typeof message === 'string') return message;
    }
    const nested = notFoundMessageOf(error.children ?? []);
    if (nested) return nested;
  }
  return undefined;
};

/**
 * Every HTTP body, query and parameter typed by a DTO class is checked before a handler sees it: unknown
 * properties, wrong types and non-objects are refused with a plain 400 (the API error shape comes from
 * ApiExceptionFilter). Field rules with the spec's messages (422) run later, on values of the right type.
 */
export const httpValidationPipe = (): ValidationPipe =>
  strictValidationPipe((errors) => {
    const missing = notFoundMessageOf(errors);
    if (missing) return new NotFoundException(missing);
    // A check made with refusedWith(...) answers its own message, e.g. the spec's "Please fill in all the fields."
    return new BadRequestException(refusalMessageOf(errors) ?? INVALID_REQUEST_MESSAGE);
  });
