import {
  CLIENT_AGENT_HEADER,
  CLIENT_IP_HEADER,
  currentClientOrigin,
  currentRequestId,
  isAcceptableRequestId,
  REQUEST_ID_HEADER,
} from '@vitalsync/backend';

/** Headers as a transport carries them beside a message's payload: names in lower case. */
export type BusHeaders = Readonly<Record<string, string>>;

/**
 * The headers a message sent now carries: the request id in scope, if any, and the client it came from when the
 * gateway knew it (a service recording an access to a patient's record needs the address and browser).
 */
export const outgoingBusHeaders = (): BusHeaders | undefined => {
  const requestId = currentRequestId();
  if (requestId === undefined) return undefined;
  const client = currentClientOrigin();
  return {
    [REQUEST_ID_HEADER]: requestId,
    ...(client?.ip ? { [CLIENT_IP_HEADER]: client.ip } : {}),
    ...(client?.userAgent ? { [CLIENT_AGENT_HEADER]: client.userAgent } : {}),
  };
};

/**
 * The request id a received message carries, when it is one the gateway could have issued: a message from a
 * process that does not check (or a hostile publisher on the broker) cannot put just anything into log lines.
 */
export const requestIdOfHeader = (value: string | undefined): string | undefined =>
  isAcceptableRequestId(value) ? value : undefined;
