import { HttpException } from '@nestjs/common';
import { type ErrorCode } from '@vitalsync/contracts';

import { HTTP_STATUS_OF_CODE } from './error-statuses';

/** The gateway's own refusal, named by its code: the status comes from the one table, never from the caller. */
export const apiRefusal = (
  code: ErrorCode,
  message: string,
  errors?: Record<string, string>,
): HttpException =>
  new HttpException(
    { code, message, ...(errors === undefined ? {} : { errors }) },
    HTTP_STATUS_OF_CODE[code],
  );
