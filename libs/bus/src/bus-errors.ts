import { EmptyResponseException } from '@nestjs/microservices/errors/empty-response.exception';
import { isRpcErrorPayload, type RpcErrorPayload } from '@vitalsync/contracts';
import { ErrorCode, NatsError } from 'nats';
import { TimeoutError } from 'rxjs';

/**
 * Marks the failures the bus client of this process made itself (the pattern's service or the broker did not
 * answer), as opposed to a refusal a service replied with. A symbol shared by every copy of this module in the
 * process (the embedded mode bundles one per app), and not enumerable: it never reaches the wire, so the next hop
 * sees a failure passed on, already logged where it arose.
 */
const RAISED_BY_BUS_CLIENT = Symbol.for('vitalsync.bus.raisedByBusClient');

const raisedHere = (payload: RpcErrorPayload): RpcErrorPayload =>
  Object.defineProperty(payload, RAISED_BY_BUS_CLIENT, { value: true, enumerable: false });

/**
 * True for a failure the bus client of this process made (timeout, unreachable service or broker, a reply it
 * could not read): the dependency's outage is seen here first. False for a service's reply passed on.
 */
export const isRaisedByBusClient = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  (error as Record<symbol, unknown>)[RAISED_BY_BUS_CLIENT] === true;

export const busTimedOut = (pattern: string): RpcErrorPayload =>
  raisedHere({ code: 'timeout', message: `The ${pattern} request timed out.` });

export const busUnavailable = (pattern: string): RpcErrorPayload =>
  raisedHere({ code: 'unavailable', message: `The service behind ${pattern} is unavailable.` });

export const busInternalError = (): RpcErrorPayload =>
  raisedHere({ code: 'internal', message: 'Internal error.' });

/** NATS errors that mean the connection, not the service, failed: the request may succeed once NATS is back. */
const CONNECTION_ERROR_CODES: ReadonlySet<string> = new Set([
  ErrorCode.ConnectionClosed,
  ErrorCode.ConnectionDraining,
  ErrorCode.ConnectionRefused,
  ErrorCode.ConnectionTimeout,
  ErrorCode.Disconnect,
]);

const isNoSubscriber = (error: unknown): boolean =>
  error instanceof EmptyResponseException ||
  (error instanceof NatsError && error.code === ErrorCode.NoResponders);

const isConnectionError = (error: unknown): boolean =>
  error instanceof NatsError && CONNECTION_ERROR_CODES.has(error.code);

/** Where a request was when it failed: before the connection to the bus existed, or waiting for the reply. */
export type BusRequestPhase = 'connecting' | 'waiting';

/**
 * Maps whatever a transport throws to the one error shape callers see on both transports. A service's own
 * RpcException payload passes through unchanged; transport failures become `unavailable`/`timeout`; anything
 * else is `internal`, whose details stay in the service's log.
 */
export const toBusError = (error: unknown, pattern: string, phase: BusRequestPhase): RpcErrorPayload => {
  if (phase === 'connecting') return busUnavailable(pattern);
  if (error instanceof TimeoutError) return busTimedOut(pattern);
  if (isNoSubscriber(error) || isConnectionError(error)) return busUnavailable(pattern);
  if (isRpcErrorPayload(error)) return error;
  return busInternalError();
};
