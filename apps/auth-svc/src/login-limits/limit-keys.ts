import { isIPv4, isIPv6 } from 'node:net';

import { type Role } from '@vitalsync/contracts';

/** Failures are counted per role and address, whatever the case or surrounding spaces. */
export const emailLimitKey = (role: Role, email: string): string =>
  `email:${role}:${email.trim().toLowerCase()}`;

/** `…:1.2.3.4` (an IPv4 tail) as its two hexadecimal groups. */
const hexTail = (address: string): string =>
  address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a: string, b: string, c: string, d: string) =>
    [
      [a, b],
      [c, d],
    ]
      .map(([high, low]) => ((Number(high) << 8) | Number(low)).toString(16))
      .join(':'),
  );

/** The eight groups of an IPv6 address, `::` expanded, each without leading zeros. */
const ipv6Groups = (address: string): string[] => {
  const [head = '', tail] = hexTail(address).split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  );
};

/**
 * The address a failure counts against. IPv4 as is (also when written IPv4-mapped, `::ffff:1.2.3.4`); IPv6 by its
 * /64 prefix, since one host usually owns a whole /64 and could otherwise take a fresh address for every guess.
 */
export const ipLimitKey = (ip: string): string => {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return `ip:${mapped[1]}`;
  if (isIPv4(address)) return `ip:${address}`;
  if (isIPv6(address)) return `ip:${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return `ip:${address}`;
};

/** The three keys one login attempt counts against. */
export interface LoginLimitKeys {
  /** The email of a role, whatever address it is tried from. */
  email: string;
  ip: string;
  /** The email of a role tried from one address: the key a few wrong passwords lock. */
  emailFromIp: string;
}

/** The pair has a prefix of its own, so it never counts as the email or the address alone. */
export const loginLimitKeys = (role: Role, email: string, ip: string): LoginLimitKeys => {
  const emailKey = emailLimitKey(role, email);
  const ipKey = ipLimitKey(ip);
  return { email: emailKey, ip: ipKey, emailFromIp: `from:${ipKey}|${emailKey}` };
};
