import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';

import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';

import { registerSecurityHeaders, securityHeaderOptions, securityHeadersOf } from './security-headers';

const INLINE_SCRIPTS = ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"];

/** What helmet itself sets on a real response with the same options. */
const helmetOnARealResponse = async (): Promise<Headers> => {
  const middleware = helmet(securityHeaderOptions(INLINE_SCRIPTS));
  const server = createServer((request, response) => middleware(request, response, () => response.end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return (await fetch(`http://127.0.0.1:${port}/`)).headers;
  } finally {
    server.close();
  }
};

describe('security headers', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ trustProxy: true });
    registerSecurityHeaders(app, INLINE_SCRIPTS);
    app.get('/api/health', async () => ({ status: 'ok' }));
    await app.ready();
  });

  afterAll(() => app.close());

  it('are exactly the ones helmet sets on a response, computed once', async () => {
    const expected = await helmetOnARealResponse();
    const computed = securityHeadersOf(securityHeaderOptions(INLINE_SCRIPTS));
    for (const [name, value] of Object.entries(computed)) expect(expected.get(name)).toBe(value);
    expect(Object.keys(computed).length).toBeGreaterThan(5);
  });

  it('go with every answer, an unknown route included', async () => {
    for (const url of ['/api/health', '/nowhere']) {
      const answer = await app.inject({ url });
      expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('allow the page’s own inline scripts by their hashes, and no other inline script', async () => {
    const scriptSrc = (policy: unknown) =>
      String(policy)
        .split(';')
        .find((directive) => directive.startsWith('script-src'));

    expect(scriptSrc((await app.inject({ url: '/' })).headers['content-security-policy'])).toBe(
      `script-src 'self' ${INLINE_SCRIPTS.join(' ')}`,
    );
    expect(scriptSrc(securityHeadersOf(securityHeaderOptions())['content-security-policy'])).toBe(
      "script-src 'self'",
    );
  });

  it('add HSTS only over HTTPS', async () => {
    expect((await app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const secure = await app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });
});
