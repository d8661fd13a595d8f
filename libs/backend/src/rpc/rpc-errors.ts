import { RpcException } from '@nestjs/microservices';
import { INVALID_FIELDS_MESSAGE, type RpcErrorPayload } from '@vitalsync/contracts';

/** An error the caller receives unchanged (`BusClient.request` rejects with this payload). */
export const rpcError = (payload: RpcErrorPayload): RpcException => new RpcException(payload);

const INVALID_REQUEST_MESSAGE = 'The request is not valid.';

/** A payload that does not have the contract's shape: a caller's bug, never a user's input. */
export const invalidRequest = (): RpcException =>
  rpcError({ code: 'request.invalid', message: INVALID_REQUEST_MESSAGE });

export const invalidFields = (errors: Record<string, string>): RpcException =>
  rpcError({ code: 'request.invalid_fields', message: INVALID_FIELDS_MESSAGE, errors });
