import { type DurableEventSubject, type ErrorCode, type EventPayload } from '@vitalsync/contracts';

/** One outbox row as the relay sends it and consumers receive it. */
export interface OutboxEvent<S extends DurableEventSubject = DurableEventSubject> {
  /** Unique across services and databases: the stream drops a second publish of it, consumers a second delivery. */
  eventId: string;
  subject: S;
  payload: EventPayload<S>;
  /** The request that caused it, so its handling logs under the same id. */
  requestId?: string;
}

/** An event as a consumer is handed it, with how many times it was delivered (1 the first time). */
export interface DeliveredEvent {
  eventId: string;
  subject: DurableEventSubject;
  payload: unknown;
  requestId?: string;
  delivery: number;
}

/**
 * A durable handler as the transport runs it: resolves once the handler's own work is committed, rejects when it
 * failed; a rejection with `permanent` set (the payload is refused) is never retried.
 */
export type DurableHandler = (event: DeliveredEvent) => Promise<void>;

/** A failure that no retry can mend (a payload that breaks its contract): dead-lettered at once. */
export class PermanentEventFailure extends Error {
  readonly permanent = true;
}

/** Refusals of the payload itself (the consumer's validation) mend with no retry either. */
const PAYLOAD_REFUSALS: ReadonlySet<unknown> = new Set<ErrorCode>([
  'request.invalid',
  'request.invalid_fields',
]);

/** What a handler failed with: an RpcException's payload (a refusal), else the error itself. */
export const failureOf = (error: unknown): unknown =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { getError?: unknown }).getError === 'function'
    ? (error as { getError(): unknown }).getError()
    : error;

export const isPermanentFailure = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  if ((error as { permanent?: unknown }).permanent === true) return true;
  const failure = failureOf(error);
  return (
    typeof failure === 'object' &&
    failure !== null &&
    PAYLOAD_REFUSALS.has((failure as { code?: unknown }).code)
  );
};
