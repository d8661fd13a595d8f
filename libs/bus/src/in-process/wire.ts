/** NATS servers refuse messages over 1 MiB by default; refusing them here too keeps embedded runs honest. */
export const MAX_PAYLOAD_BYTES = 1024 * 1024;

export class PayloadTooLargeError extends Error {
  constructor(bytes: number) {
    super(`A bus message of ${bytes} bytes exceeds the ${MAX_PAYLOAD_BYTES}-byte limit.`);
    this.name = 'PayloadTooLargeError';
  }
}

/** A request or event as it crosses the in-process broker: the same JSON NATS carries. */
export interface WireRequest {
  id?: string;
  pattern: unknown;
  data: unknown;
}

/** A reply as it crosses the in-process broker. */
export interface WireReply {
  id: string;
  err?: unknown;
  response?: unknown;
  isDisposed?: boolean;
  status?: string;
}

/**
 * Serializes exactly as the NATS transport's JSON codec does, so a Date arrives as an ISO string, undefined
 * fields vanish and class instances become plain objects: code that works embedded then works distributed.
 */
export const encodeWire = (value: WireRequest | WireReply): string => {
  const raw = JSON.stringify(value);
  // A UTF-16 code unit takes at most three bytes in UTF-8: a short text needs no counting.
  if (raw.length * 3 <= MAX_PAYLOAD_BYTES) return raw;
  const bytes = Buffer.byteLength(raw);
  if (bytes > MAX_PAYLOAD_BYTES) throw new PayloadTooLargeError(bytes);
  return raw;
};

export const decodeRequest = (raw: string): WireRequest => JSON.parse(raw) as WireRequest;

export const decodeReply = (raw: string): WireReply => JSON.parse(raw) as WireReply;

/** Headers cross the in-process broker as text, as they cross NATS: nothing but strings arrives. */
export const encodeHeaders = (headers: Readonly<Record<string, string>> | undefined): string | undefined =>
  headers === undefined ? undefined : JSON.stringify(headers);

/** Header values by name; anything that is not a flat record of strings counts as no headers. */
export const decodeHeaders = (raw: string | undefined): Readonly<Record<string, string>> => {
  if (raw === undefined) return {};
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};
