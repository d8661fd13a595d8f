import {
  type ArgumentsHost,
  Catch,
  IntrinsicException,
  Logger,
  type RpcExceptionFilter,
} from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import {
  isRefusalCode,
  isRpcErrorPayload,
  OUTAGE_ERROR_CODES,
  type RpcErrorPayload,
  TEMPORARILY_UNAVAILABLE_MESSAGE,
} from '@vitalsync/contracts';
import { databaseOutageOf } from '@vitalsync/db';
import { type Observable, throwError } from 'rxjs';
import { DurableEventContext, isRaisedByBusClient } from '@vitalsync/bus';

/** What a caller is answered for a failure of ours: the details stay in this service's log. */
export const INTERNAL_ERROR: RpcErrorPayload = { code: 'internal', message: 'Internal error.' };

/**
 * How a failed handler is answered and logged:
 * - `refusal`: the handler's own answer (a refusal code), nothing to log;
 * - `outage`: a dependency is down (`unavailable`/`timeout`), logged at warn where it was first seen;
 * - `passed-on`: a failure another service answered, already logged by that service;
 * - `bug`: ours, answered `internal` and logged at error with the error.
 */
export type ServiceFailureKind = 'refusal' | 'outage' | 'passed-on' | 'bug';

export interface ServiceFailure {
  kind: ServiceFailureKind;
  /** What the caller receives (the gateway answers its status and message). */
  reply: object;
  /** For an outage: what is down, as a code, a pattern or a fixed sentence (never a payload or query). */
  reason?: string;
}

const outage = (reply: RpcErrorPayload, reason: string): ServiceFailure => ({
  kind: 'outage',
  reply,
  reason,
});

/** A failure a bus request of this handler rejected with (an RpcErrorPayload), thrown as it came or wrapped. */
const busFailureOf = (payload: RpcErrorPayload, thrownByHandler: boolean): ServiceFailure => {
  const seenHere = isRaisedByBusClient(payload);
  if (OUTAGE_ERROR_CODES.has(payload.code)) {
    // The outage was seen here first, or by the service that answered it (and logged it there).
    const reply: RpcErrorPayload = { code: payload.code, message: payload.message };
    return seenHere ? outage(reply, payload.message) : { kind: 'passed-on', reply };
  }
  if (thrownByHandler && isRefusalCode(payload.code)) return { kind: 'refusal', reply: payload };
  // An internal failure another service answered was logged there; one this bus client made is ours to report.
  if (payload.code === 'internal' && !seenHere) return { kind: 'passed-on', reply: INTERNAL_ERROR };
  // Another service's refusal that escaped a handler unhandled (or a reply this client could not read): a bug.
  return { kind: 'bug', reply: INTERNAL_ERROR };
};

/**
 * Maps whatever a message handler threw to the reply its caller receives. A service's own RpcException passes
 * through as it is (refusals); a bus request's `unavailable`/`timeout` that a handler let escape keeps its code
 * and message, however many hops away the service that is down; a database that is unreachable or restarting is
 * `unavailable` with a plain sentence; anything else is our bug, `internal` without details.
 */
export const serviceFailureOf = (exception: unknown): ServiceFailure => {
  if (exception instanceof RpcException) {
    const error = exception.getError();
    // Not the contract's shape: passed on as Nest's own filter would (the caller's bus client makes it
    // `internal`).
    if (!isRpcErrorPayload(error))
      return {
        kind: 'refusal',
        reply: typeof error === 'object' ? error : { status: 'error', message: error },
      };
    return busFailureOf(error, true);
  }
  if (isRpcErrorPayload(exception)) return busFailureOf(exception, false);
  const database = databaseOutageOf(exception);
  if (database !== undefined)
    return outage({ code: 'unavailable', message: TEMPORARILY_UNAVAILABLE_MESSAGE }, `database: ${database}`);
  return { kind: 'bug', reply: INTERNAL_ERROR };
};

/** The subject of the message being handled, on NATS and the in-process bus alike. */
const patternOf = (host: ArgumentsHost): string | undefined => {
  const context: unknown = host.switchToRpc().getContext();
  const getSubject = (context as { getSubject?: unknown } | null)?.getSubject;
  return typeof getSubject === 'function' ? String(getSubject.call(context)) : undefined;
};

/**
 * Every service's exception filter (createServiceApp installs it, for every handler of every service): answers
 * as serviceFailureOf says and logs each failure once, where it arose, under the request's id (the log mixin).
 * An outage is a warn line naming the handled pattern and what is down; a bug an error line with the error
 * (database errors lose their values in the logger). Payloads are never logged.
 */
@Catch()
export class ServiceExceptionFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('ServiceErrors');

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    // A durable event's consumer sees the handler's own error: it decides between a retry and a dead letter (a
    // refused payload, a PermanentEventFailure) and logs it, once.
    if (host.switchToRpc().getContext() instanceof DurableEventContext) return throwError(() => exception);
    const failure = serviceFailureOf(exception);
    const pattern = patternOf(host);
    if (failure.kind === 'outage') {
      this.logger.warn(
        { pattern, reason: failure.reason },
        `${pattern ?? 'A handler'} failed: dependency unavailable`,
      );
    } else if (failure.kind === 'bug' && !(exception instanceof IntrinsicException)) {
      this.logger.error({ pattern, err: exception }, `${pattern ?? 'A handler'} failed`);
    }
    return throwError(() => failure.reply);
  }
}
