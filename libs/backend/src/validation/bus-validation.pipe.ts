import { type ValidationPipe } from '@nestjs/common';

import { invalidRequest } from '../rpc/rpc-errors';
import { strictValidationPipe } from './strict-validation.pipe';

/**
 * Checks every message and event payload against its DTO class before a handler sees it; the caller is another
 * service and gets the plain `request.invalid` RpcErrorPayload.
 */
export const busValidationPipe = (): ValidationPipe => strictValidationPipe(() => invalidRequest());
