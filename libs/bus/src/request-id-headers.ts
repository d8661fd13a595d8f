import { currentRequestId, isAcceptableRequestId, REQUEST_ID_HEADER } from '@vitalsync/backend';

/** Headers as a transport carries them beside a message's payload: names in lower case. */
export type BusHeaders = Readonly<Record<string, string>>;

/** The headers a message sent now carries: the request id in scope, if any. */
export const outgoingBusHeaders = (): BusHeaders | undefined => {
  const requestId = currentRequestId();
  return requestId === undefined ? undefined : { [REQUEST_ID_HEADER]: requestId };
};

/**
 * The request id a received message carries, when it is one the gateway could have issued: a message from a
 * process that does not check (or a hostile publisher on the broker) cannot put just anything into log lines.
 */
export const requestIdOfHeader = (value: string | undefined): string | undefined =>
  isAcceptableRequestId(value) ? value : undefined;
