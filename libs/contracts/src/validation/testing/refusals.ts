import { type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { type ValidationError } from 'class-validator';

import { STRICT_VALIDATION_OPTIONS } from '../strict-validation.options';

/** What a pipe refused with: the validation errors themselves, as an HTTP pipe's factory receives them. */
class Refused extends Error {
  constructor(readonly errors: ValidationError[]) {
    super('refused');
  }
}

// The backend's strictValidationPipe with the same options; only the refusal differs, so specs read the errors.
const pipe = new ValidationPipe({
  ...STRICT_VALIDATION_OPTIONS,
  exceptionFactory: (errors) => new Refused(errors),
});

/** A body as the strict pipe reads it into the DTO class; rejects when the pipe refuses it. */
export const checkBody = (metatype: ArgumentMetadata['metatype'], value: unknown): Promise<unknown> =>
  pipe.transform(value, { type: 'body', metatype });

/** The validation errors the strict pipe refused a body with; fails the test when the body was accepted. */
export const refusalErrorsOf = async (
  metatype: ArgumentMetadata['metatype'],
  value: unknown,
): Promise<ValidationError[]> => {
  try {
    await checkBody(metatype, value);
  } catch (error) {
    if (error instanceof Refused) return error.errors;
    throw error;
  }
  throw new Error('Expected a refusal');
};
