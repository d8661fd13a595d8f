import { type IncomingMessage } from 'node:http';

import { socketRefusalOf } from '@vitalsync/contracts';
import { type ProxyTrust } from '@vitalsync/config';

import { CROSS_SITE_MESSAGE } from '../http/same-origin.guard';
import { sameSiteHandshake } from './handshake-origin';

/** A socket whose engine handshake came from `peer` with these headers, to the site at localhost:3000. */
const socketWith = (headers: Record<string, string>, peer = '10.0.0.2') => ({
  request: {
    headers: { host: 'localhost:3000', ...headers },
    socket: { remoteAddress: peer },
  } as IncomingMessage,
});

const outcomeOf = (
  headers: Record<string, string>,
  {
    trust = false,
    allowed = [] as string[],
    peer = '10.0.0.2',
  }: { trust?: ProxyTrust; allowed?: string[]; peer?: string } = {},
) => {
  const next = jest.fn();
  sameSiteHandshake({ trust, allowedOrigins: new Set(allowed) })(socketWith(headers, peer), next);
  expect(next).toHaveBeenCalledTimes(1);
  const [error] = next.mock.calls[0] as [Error | undefined];
  return error === undefined ? 'admitted' : { message: error.message, refusal: socketRefusalOf(error) };
};

const REFUSED = { message: CROSS_SITE_MESSAGE, refusal: { reason: 'origin', temporary: false } };

describe('sameSiteHandshake', () => {
  it("admits a handshake from the site's own origin, and one without Origin (a non-browser client)", () => {
    expect(outcomeOf({ origin: 'http://localhost:3000' })).toBe('admitted');
    expect(outcomeOf({ origin: 'HTTP://LOCALHOST:3000' })).toBe('admitted');
    expect(outcomeOf({})).toBe('admitted');
  });

  it.each(['http://evil.example', 'http://localhost:3199', 'https://localhost:3000', 'null'])(
    'refuses a handshake from %s, for good',
    (origin) => {
      expect(outcomeOf({ origin })).toEqual(REFUSED);
    },
  );

  it('admits the origins ALLOWED_ORIGINS names', () => {
    expect(outcomeOf({ origin: 'http://localhost:4200' }, { allowed: ['http://localhost:4200'] })).toBe(
      'admitted',
    );
  });

  it('reads the site from a trusted proxy only, as the HTTP API does', () => {
    const behindProxy = {
      origin: 'https://vitalsync.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'vitalsync.example',
    };
    expect(outcomeOf(behindProxy, { trust: 1 })).toBe('admitted');
    expect(outcomeOf(behindProxy, { trust: ['10.0.0.0/8'], peer: '192.0.2.1' })).toEqual(REFUSED);
    expect(outcomeOf(behindProxy)).toEqual(REFUSED);
  });
});
