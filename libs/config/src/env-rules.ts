import { isIP } from 'node:net';

import { EnvVariable } from './env-variable';

export const wholeNumberOf = (raw: string, min: number, max: number): number | undefined => {
  const value = Number(raw);
  return /^\d+$/.test(raw) && Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
};

const listOf = (raw: string): string[] =>
  raw
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);

/** Every entry parsed, or undefined when one of them is not acceptable (or there is none). */
const allOf = <T>(entries: string[], parse: (entry: string) => T | undefined): T[] | undefined => {
  const parsed = entries.map(parse);
  return parsed.length > 0 && parsed.every((value) => value !== undefined) ? (parsed as T[]) : undefined;
};

const urlWith = (raw: string, protocols: readonly string[]): string | undefined => {
  try {
    return protocols.includes(new URL(raw).protocol.slice(0, -1)) ? raw : undefined;
  } catch {
    return undefined;
  }
};

const schemes = (protocols: readonly string[]): string => protocols.map((p) => `${p}://`).join(' or ');

/** A count, a limit or a duration: 1 or more, digits only ("1e3", "2.5" and "-1" are refused). */
export const PositiveWholeNumber = (): PropertyDecorator =>
  EnvVariable({
    expected: 'must be a positive whole number',
    parse: (raw) => wholeNumberOf(raw, 1, Number.MAX_SAFE_INTEGER),
  });

export const PortNumber = (): PropertyDecorator =>
  EnvVariable({
    expected: 'must be a port number from 1 to 65535',
    parse: (raw) => wholeNumberOf(raw, 1, 65_535),
  });

/** A port to listen on where 0 asks the system for any free one (the app then logs which it got). */
export const PortOrAnyFree = (): PropertyDecorator =>
  EnvVariable({
    expected: 'must be a port number from 0 (any free port) to 65535',
    parse: (raw) => wholeNumberOf(raw, 0, 65_535),
  });

/** A URL of one of the given schemes; database URLs carry passwords, so pass `secret`. */
export const UrlOf = (protocols: readonly string[], options: { secret?: boolean } = {}): PropertyDecorator =>
  EnvVariable({
    expected: `must be a URL starting with ${schemes(protocols)}`,
    parse: (raw) => urlWith(raw, protocols),
    secret: options.secret,
  });

/** One URL or several separated by commas (the servers of a cluster); pass `secret` when they may carry a password. */
export const UrlListOf = (
  protocols: readonly string[],
  options: { secret?: boolean } = {},
): PropertyDecorator =>
  EnvVariable({
    expected: `must be one or more comma-separated URLs starting with ${schemes(protocols)}`,
    parse: (raw) => allOf(listOf(raw), (entry) => urlWith(entry, protocols)),
    secret: options.secret,
  });

/** Comma-separated web origins (`https://host[:port]`), kept in the form browsers send. */
export const OriginList = (): PropertyDecorator =>
  EnvVariable({
    expected: 'must be comma-separated origins such as https://app.example.com',
    parse: (raw) =>
      allOf(listOf(raw), (entry) => {
        const url = urlWith(entry, ['http', 'https']);
        return url && new URL(url).origin;
      }),
  });

export const OneOf = (values: readonly string[]): PropertyDecorator =>
  EnvVariable({
    expected: `must be one of ${values.join(', ')}`,
    parse: (raw) => (values.includes(raw) ? raw : undefined),
  });

export interface TextOptions {
  minLength?: number;
  secret?: boolean;
  requiredWith?: string;
}

/** Free text (a path, a name, a key); set variables are never empty, since empty counts as unset. */
export const Text = (options: TextOptions = {}): PropertyDecorator =>
  EnvVariable({
    expected: `must be at least ${options.minLength ?? 1} characters long`,
    parse: (raw) => (raw.length >= (options.minLength ?? 1) ? raw : undefined),
    secret: options.secret,
    requiredWith: options.requiredWith,
  });

/** proxy-addr's names for address ranges, accepted by Fastify's trustProxy beside addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string): boolean => {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || wholeNumberOf(bits, 0, version === 4 ? 32 : 128) !== undefined;
};

/** The trust Fastify gives X-Forwarded-* headers: none, all, a hop count, or addresses and CIDRs. */
export type ProxyTrust = boolean | number | string[];

export const TrustedProxies = (): PropertyDecorator =>
  EnvVariable<ProxyTrust>({
    expected: 'must be true, false, a hop count or comma-separated addresses/CIDRs',
    parse: (raw) => {
      if (raw === 'false' || raw === 'true') return raw === 'true';
      if (/^\d+$/.test(raw)) return wholeNumberOf(raw, 0, 1_000);
      return allOf(listOf(raw), (entry) => (isAddressOrRange(entry) ? entry : undefined));
    },
  });
