import { ValidationPipe, type ValidationPipeOptions } from '@nestjs/common';
import { STRICT_VALIDATION_OPTIONS } from '@vitalsync/contracts/server';

import { memoizeValidationMetadata } from './validation-metadata-cache';

/**
 * The one way every app checks what reaches it against a DTO class, with the contracts' STRICT_VALIDATION_OPTIONS
 * (unknown properties, wrong types and non-objects refused, no value echoed). Each caller says only how a refusal
 * looks on its side.
 */
export const strictValidationPipe = (
  exceptionFactory: NonNullable<ValidationPipeOptions['exceptionFactory']>,
): ValidationPipe => {
  memoizeValidationMetadata();
  return new ValidationPipe({ ...STRICT_VALIDATION_OPTIONS, exceptionFactory });
};
