import { expect, test } from '@playwright/test';

// Issue 6 section 4: built files go out compressed at build time (vite-precompress.ts), never on each request.
const ENCODINGS = ['br', 'gzip'] as const;
const YEAR_SECONDS = 31_536_000;

test('scripts and styles are sent precompressed, brotli or gzip, and cached for a year', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const assets = [
    html.match(/<script type="module"[^>]* src="([^"]+)"/)?.[1],
    html.match(/<link rel="stylesheet"[^>]* href="([^"]+)"/)?.[1],
  ];

  for (const asset of assets) {
    expect(asset, 'index.html names its entry script and stylesheet').toMatch(/^\/assets\//);
    for (const encoding of ENCODINGS) {
      const response = await request.get(asset ?? '', { headers: { 'Accept-Encoding': encoding } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-encoding'], `${asset} as ${encoding}`).toBe(encoding);
      // A file read as it is has a known length; one compressed while sending would be streamed without one.
      expect(response.headers()['content-length']).toMatch(/^\d+$/);
      expect(response.headers()['vary']).toMatch(/accept-encoding/i);
      expect(response.headers()['cache-control']).toBe(`public, max-age=${YEAR_SECONDS}, immutable`);
    }
  }
});

test('the page itself is compressed too but checked again on every visit, so a release shows at once', async ({
  request,
}) => {
  const response = await request.get('/login', { headers: { 'Accept-Encoding': 'br' } });

  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toBe('no-cache');
});
