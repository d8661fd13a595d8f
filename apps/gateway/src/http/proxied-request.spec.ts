import { type ProxyTrust } from '@vitalsync/config';
import Fastify from 'fastify';

import { type ProxiedRequest, proxiedRequestOf } from './proxied-request';

const FORWARDED = {
  'x-forwarded-for': '203.0.113.9, 198.51.100.4',
  'x-forwarded-proto': 'http, https',
  'x-forwarded-host': 'evil.example, vitalsync.example',
};

/** What Fastify, under this trust, makes of a request, and what proxiedRequestOf makes of the same raw request. */
const readBoth = async (
  trust: ProxyTrust,
  remoteAddress: string,
  headers: Record<string, string>,
): Promise<{ fastify: ProxiedRequest; ours: ProxiedRequest }> => {
  const app = Fastify({ trustProxy: trust });
  app.get('/', (request) => ({
    fastify: { ip: request.ip, protocol: request.protocol, host: request.host },
    ours: proxiedRequestOf(request.raw, trust),
  }));
  try {
    const response = await app.inject({
      url: '/',
      remoteAddress,
      headers: { host: 'localhost:3000', ...headers },
    });
    return response.json();
  } finally {
    await app.close();
  }
};

describe('proxiedRequestOf', () => {
  it.each<[string, ProxyTrust, string, Record<string, string>]>([
    ['no trust, forwarded headers ignored', false, '10.0.0.2', FORWARDED],
    ['no trust, hop count 0', 0, '10.0.0.2', FORWARDED],
    ['trust everyone', true, '10.0.0.2', FORWARDED],
    ['one hop', 1, '10.0.0.2', FORWARDED],
    ['two hops', 2, '10.0.0.2', FORWARDED],
    ['a trusted range, peer inside it', ['10.0.0.0/8'], '10.0.0.2', FORWARDED],
    ['a trusted range, peer outside it', ['10.0.0.0/8'], '192.0.2.1', FORWARDED],
    ['named range loopback', ['loopback'], '127.0.0.1', FORWARDED],
    ['trust, nothing forwarded', true, '10.0.0.2', {}],
  ])('reads the address, scheme and host as Fastify does: %s', async (_case, trust, peer, headers) => {
    const { fastify, ours } = await readBoth(trust, peer, headers);
    expect(ours).toEqual(fastify);
  });

  it('takes the forwarded client and site only from a trusted proxy', async () => {
    const { ours } = await readBoth(1, '10.0.0.2', FORWARDED);
    expect(ours).toEqual({ ip: '198.51.100.4', protocol: 'https', host: 'vitalsync.example' });
    const untrusted = await readBoth(false, '10.0.0.2', FORWARDED);
    expect(untrusted.ours).toEqual({ ip: '10.0.0.2', protocol: 'http', host: 'localhost:3000' });
  });
});
