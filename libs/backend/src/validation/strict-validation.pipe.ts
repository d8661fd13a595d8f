import { ValidationPipe, type ValidationPipeOptions } from '@nestjs/common';

import { memoizeValidationMetadata } from './validation-metadata-cache';

/**
 * The one way every app checks what reaches it against a DTO class: unknown properties, wrong types and
 * non-objects are refused before a handler runs, and the errors never hold the values sent (they may be health
 * data or passwords). Each caller says only how a refusal looks on its side.
 */
export const strictValidationPipe = (
  exceptionFactory: NonNullable<ValidationPipeOptions['exceptionFactory']>,
): ValidationPipe => {
  memoizeValidationMetadata();
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory,
  });
};
