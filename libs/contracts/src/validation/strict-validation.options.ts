import { type ValidationPipeOptions } from '@nestjs/common';

/**
 * How every app checks what reaches it against a validator class: unknown properties, wrong types and non-objects
 * are refused, and the errors never hold the values sent (they may be health data or passwords). The backend's
 * pipes and the validators' specs build their ValidationPipe from these, each adding how a refusal looks.
 */
export const STRICT_VALIDATION_OPTIONS = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  transform: true,
  validationError: { target: false, value: false },
} as const satisfies ValidationPipeOptions;
