import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { type EmbeddedSystem, startEmbedded } from '@vitalsync/testing';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

// node:http, not fetch: fetch asks for compression itself and hides the encoding it got.
const rawGet = (baseUrl: string, path: string, acceptEncoding?: string): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const req = httpRequest(`${baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

const decode = (answer: RawAnswer): Buffer => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
};

describe('web app static files', () => {
  let system: EmbeddedSystem;
  let scriptPath: string;

  beforeAll(async () => {
    system = await startEmbedded();
    const html = decode(await rawGet(system.baseUrl, '/')).toString('utf8');
    const [, entry] = /<script type="module" crossorigin src="([^"]+\.js)"/.exec(html) ?? [];
    if (!entry) throw new Error('index.html names no entry script');
    scriptPath = entry;
  });

  afterAll(async () => {
    await system?.stop('SIGKILL');
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])(
    'sends an asset precompressed for Accept-Encoding "%s" (%s), cached for a year',
    async (accept, encoding) => {
      const plain = await rawGet(system.baseUrl, scriptPath);
      const answer = await rawGet(system.baseUrl, scriptPath, accept);

      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.body.length).toBeLessThan(plain.body.length / 2);
      expect(decode(answer).equals(plain.body)).toBe(true);
    },
  );

  it('sends the asset as it is when the client accepts no encoding', async () => {
    const answer = await rawGet(system.baseUrl, scriptPath);

    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toContain('import');
  });

  it.each(['/', '/login', '/dashboard/user/profile'])(
    'sends index.html for %s compressed, never cached long, its inline scripts named by the policy',
    async (path) => {
      const plain = await rawGet(system.baseUrl, path);
      const answer = await rawGet(system.baseUrl, path, 'br');

      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('no-cache');
      const html = decode(answer).toString('utf8');
      expect(html).toBe(plain.body.toString('utf8'));
      // A strict Content-Security-Policy (no 'unsafe-inline' scripts) must be able to run the page: its three inline
      // scripts (the colour scheme, the web font, the route's preloads) are allowed by their hashes, each named in the
      // policy.
      // (JSON data blocks are not executed, so they need no exception.)
      const policy = String(answer.headers['content-security-policy']);
      const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src')) ?? '';
      expect(scriptSrc).toMatch(/^script-src 'self'/);
      expect(scriptSrc).not.toContain('unsafe-inline');
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code = '']) => code);
      expect(inline).toHaveLength(3);
      for (const code of inline) {
        expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
      }
    },
  );
});
