import { type ChatAck } from '@vitalsync/contracts';

import { toApiError } from '../http/api-error';

export const acknowledged = <T>(data: T): ChatAck<T> => ({ status: 'success', data });

export const refused = <T>(message: string): ChatAck<T> => ({ status: 'error', message });

/**
 * The message a socket client is answered for a failed bus request: a service's refusal as it gave it (403, 404,
 * 422…), the generic sentence for a failure of ours, exactly as the HTTP routes answer it.
 */
export const refusalMessageOfError = (error: unknown): { message: string; unexpected: boolean } => {
  const { body, unexpected } = toApiError(error);
  return { message: body.message, unexpected };
};
