import { type ClientOrigin } from '@vitalsync/contracts';

/** Bus headers carrying the request's client address and browser from the gateway to the services. */
export const CLIENT_IP_HEADER = 'vs-client-ip';
export const CLIENT_AGENT_HEADER = 'vs-client-agent';

const IP_MAX_LENGTH = 64;
const USER_AGENT_MAX_LENGTH = 300;
/** An address is hex digits, dots and colons (IPv4, IPv6, IPv4-mapped IPv6), nothing else. */
const IP_PATTERN = /^[0-9a-fA-F.:]{2,64}$/;
/** Printable ASCII only: a header (HTTP or NATS) cannot carry line breaks, and a stored value never bends a page. */
const NOT_PRINTABLE = /[^\x20-\x7e]/g;

const addressOf = (value: unknown): string | null =>
  typeof value === 'string' && value.length <= IP_MAX_LENGTH && IP_PATTERN.test(value) ? value : null;

const agentOf = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const printable = value.replace(NOT_PRINTABLE, '').trim().slice(0, USER_AGENT_MAX_LENGTH);
  return printable === '' ? null : printable;
};

/**
 * The client as a service may record it: an address that is an address, a browser string cut to a sane length with
 * anything unprintable dropped. Whatever a hostile header or publisher sends, the result is safe to store and show.
 */
export const clientOriginOf = (ip: unknown, userAgent: unknown): ClientOrigin => ({
  ip: addressOf(ip),
  userAgent: agentOf(userAgent),
});
