import { createHash } from 'node:crypto';

import { RUN_MODES, type SystemUnderTest, startSystem } from '@vitalsync/testing';

import { type RawResponse, rawRequest } from './raw-http';

const LOGIN_BODY = JSON.stringify({ role: 'user', email: 'nobody@example.com', password: 'wrong1' });

const directivesOf = (response: RawResponse): Map<string, string> =>
  new Map(
    String(response.headers['content-security-policy'] ?? '')
      .split(';')
      .map((directive) => directive.trim())
      .filter(Boolean)
      .map((directive) => {
        const [name = '', ...sources] = directive.split(/\s+/);
        return [name, sources.join(' ')] as const;
      }),
  );

/** `'self'`, then the hash of each inline script the served page runs (its data blocks are not scripts). */
const scriptSourcesFor = (page: string): string =>
  [
    "'self'",
    ...[...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
    ),
  ].join(' ');

describe.each(RUN_MODES)('probe: cross-site requests and security headers (%s mode)', (mode) => {
  let system: SystemUnderTest;
  let host: string;
  const login = (headers: Record<string, string>) =>
    rawRequest(system.baseUrl, {
      method: 'POST',
      target: '/api/authenticate/login',
      headers: { 'content-type': 'application/json', ...headers },
      body: LOGIN_BODY,
    });

  beforeAll(async () => {
    // The test client plays the TLS-terminating proxy: it may say the original request was HTTPS.
    system = await startSystem(mode, { TRUST_PROXY: '127.0.0.1' });
    host = new URL(system.baseUrl).host;
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('should refuse a state-changing request whose Origin differs from the site only by scheme or port', async () => {
    expect((await login({ origin: `http://${host}` })).status).toBe(401);
    expect((await login({ origin: `https://${host}` })).status).toBe(403);
    expect((await login({ origin: `http://${host.replace(/:\d+$/, ':1')}` })).status).toBe(403);
    expect((await login({ origin: 'null' })).status).toBe(403);
  });

  it('should take the scheme from a trusted proxy when comparing origins', async () => {
    expect((await login({ origin: `https://${host}`, 'x-forwarded-proto': 'https' })).status).toBe(401);
    expect((await login({ origin: `http://${host}`, 'x-forwarded-proto': 'https' })).status).toBe(403);
  });

  it.each(['/', '/login', '/api/health'])('should send the security headers with %s', async (target) => {
    const response = await rawRequest(system.baseUrl, { method: 'GET', target });
    expect(response.status).toBe(200);
    const csp = directivesOf(response);
    expect(csp.get('default-src')).toBe("'self'");
    // Files of the site, and inline scripts only by their hashes (checked against the page below).
    expect(csp.get('script-src')).toMatch(/^'self'( 'sha256-[\w+/]+=*')*$/);
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('connect-src')?.split(' ')).toContain("'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('should send HSTS only when the request reached the proxy over HTTPS', async () => {
    const response = await rawRequest(system.baseUrl, {
      method: 'GET',
      target: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('should serve a web app whose scripts are files or inline scripts the policy names by hash', async () => {
    const page = await rawRequest(system.baseUrl, { method: 'GET', target: '/' });
    // Three small scripts are inline (the colour scheme and the web font before the first paint, the route's
    // preloads); a JSON data block (the route-chunk map) is never executed, so the policy has nothing to allow there.
    expect(page.text.match(/<script>/g)).toHaveLength(3);
    expect(directivesOf(page).get('script-src')).toBe(scriptSourcesFor(page.text));
    const otherScripts = (page.text.match(/<script\b[^>]+>/g) ?? []).filter(
      (tag) => !/\stype=["']application\/json["']/.test(tag),
    );
    expect(otherScripts.length).toBeGreaterThan(0);
    for (const tag of otherScripts) expect(tag).toMatch(/\ssrc=/);
    expect(page.text).not.toMatch(/\son[a-z]+=/i);
  });

  it('should serve Swagger UI with only external scripts under the same policy', async () => {
    const docs = await rawRequest(system.baseUrl, { method: 'GET', target: '/api/docs' });
    expect(docs.status).toBe(200);
    const scripts = docs.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\ssrc=/);
    for (const tag of scripts) {
      const src = /\ssrc=["']([^"']+)["']/.exec(tag)?.[1] ?? '';
      const script = await rawRequest(system.baseUrl, {
        method: 'GET',
        target: new URL(src, `${system.baseUrl}/api/docs/`).pathname,
      });
      expect(script.status).toBe(200);
    }
  });
});
