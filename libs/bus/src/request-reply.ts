import { type ClientProxy } from '@nestjs/microservices';
import { defaultIfEmpty, defer, last, lastValueFrom, mergeMap, timeout } from 'rxjs';

import { type BusRequestPhase, toBusError } from './bus-errors';
import { busTimeoutFromEnv } from './bus-timeout';

export interface RequestReplyOptions {
  /** Overrides BUS_TIMEOUT_MS / DEFAULT_BUS_TIMEOUT_MS for this request. */
  timeoutMs?: number;
}

/**
 * Request/reply with the same timeout and the same error shape on both transports. Resolves with the reply
 * (the last value when a handler streams several; undefined when it returns nothing). Rejects with an
 * RpcErrorPayload: the service's own RpcException payload unchanged, 504 on timeout, 503 when nobody handles
 * the pattern or the broker is unreachable, else 500.
 */
export async function requestReply<TReply, TPayload = unknown>(
  client: ClientProxy,
  pattern: string,
  payload: TPayload,
  options: RequestReplyOptions = {},
): Promise<TReply> {
  const timeoutMs = options.timeoutMs ?? busTimeoutFromEnv();
  // A connection that fails or never comes means the broker is unreachable (503), not a slow service (504).
  let phase: BusRequestPhase = 'connecting';
  const reply$ = defer(() => client.connect()).pipe(
    mergeMap(() => {
      phase = 'waiting';
      return client.send<TReply, TPayload>(pattern, payload);
    }),
    // A handler that returns nothing completes without a value; its caller asked for void.
    defaultIfEmpty(undefined as TReply),
    last(),
    // One deadline for the whole exchange, connection included.
    timeout({ first: timeoutMs }),
  );
  try {
    return await lastValueFrom(reply$);
  } catch (error) {
    throw toBusError(error, pattern, phase);
  }
}

/** Fire-and-forget event, same on both transports; rejects with an RpcErrorPayload (503) when the bus is down. */
export async function publishEvent<TPayload>(client: ClientProxy, pattern: string, payload: TPayload): Promise<void> {
  let phase: BusRequestPhase = 'connecting';
  try {
    await client.connect();
    phase = 'waiting';
    await lastValueFrom(client.emit<unknown, TPayload>(pattern, payload), { defaultValue: undefined });
  } catch (error) {
    throw toBusError(error, pattern, phase);
  }
}
