import { ValidationPipe } from '@nestjs/common';

import { invalidRequest } from '../rpc/rpc-errors';
import { memoizeValidationMetadata } from './validation-metadata-cache';

/**
 * Checks every message and event payload against its DTO class before a handler sees it: unknown properties,
 * wrong types and non-objects are refused with a 400-shaped RpcErrorPayload that never echoes a value.
 */
export const busValidationPipe = (): ValidationPipe => {
  memoizeValidationMetadata();
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    // The reasons name properties and values; the caller is another service and gets the plain refusal.
    validationError: { target: false, value: false },
    exceptionFactory: () => invalidRequest(),
  });
};
