import { RpcException } from '@nestjs/microservices';

/** The RpcErrorPayload a service call was refused with; fails the test when it was not refused. */
export const refusalOf = async (call: Promise<unknown>): Promise<unknown> => {
  try {
    await call;
  } catch (error) {
    if (error instanceof RpcException) return error.getError();
    throw error;
  }
  throw new Error('Expected a refusal');
};
