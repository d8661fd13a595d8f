import { SERVICE_NAMES } from '@vitalsync/contracts';
import {
  ApiClient,
  connectSocket,
  type EmbeddedSystem,
  getHealth,
  logIn,
  signUp,
  startEmbedded,
} from '@vitalsync/testing';

describe('embedded mode (one process, PGlite, in-process bus)', () => {
  let system: EmbeddedSystem;

  beforeAll(async () => {
    system = await startEmbedded();
  });

  afterAll(async () => {
    await system?.stop('SIGKILL');
  });

  it('reports every service up on GET /api/health', async () => {
    const { statusCode, body } = await getHealth(system.baseUrl);
    expect(statusCode).toBe(200);
    expect(body.status).toBe('success');
    expect(body.mode).toBe('embedded');
    expect(Object.keys(body.services).sort()).toEqual([...SERVICE_NAMES].sort());
    for (const service of SERVICE_NAMES) {
      expect(body.services[service]).toMatchObject({ status: 'up', database: 'up' });
    }
  });

  it('serves the web app at / and deep links through the SPA fallback', async () => {
    for (const path of ['/', '/login', '/dashboard/user/profile']) {
      const response = await fetch(`${system.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('answers unknown API paths and missing assets with a JSON 404, not the app', async () => {
    const api = await fetch(`${system.baseUrl}/api/no-such-endpoint`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ status: 'error', message: expect.any(String) });

    const asset = await fetch(`${system.baseUrl}/assets/no-such-file.js`);
    expect(asset.status).toBe(404);
  });

  it('publishes the OpenAPI document and Swagger UI under /api/docs', async () => {
    const ui = await fetch(`${system.baseUrl}/api/docs`);
    expect(ui.status).toBe(200);
    expect(await ui.text()).toContain('swagger');

    const document = (await (await fetch(`${system.baseUrl}/api/docs-json`)).json()) as { paths: object };
    expect(Object.keys(document.paths)).toContain('/api/health');
  });

  it('accepts signed-in Socket.IO connections on /chat and /video-call (websocket only) at /api/socket.io', async () => {
    const client = new ApiClient(system.baseUrl);
    await logIn(client, await signUp(client, 'user'));
    const cookie = client.cookie ?? '';
    const chat = await connectSocket(system.baseUrl, '/chat', {
      cookie,
      transports: ['polling', 'websocket'],
    });
    const video = await connectSocket(system.baseUrl, '/video-call', { cookie });
    expect(chat.connected).toBe(true);
    expect(video.connected).toBe(true);
    chat.disconnect();
    video.disconnect();
  });
});

describe('embedded mode lifecycle', () => {
  it('stops cleanly on SIGINT and starts again on the same data without damage', async () => {
    const first = await startEmbedded();
    expect(await first.stop('SIGINT')).toBe(0);

    const second = await startEmbedded({ dataDir: first.dataDir });
    try {
      expect((await getHealth(second.baseUrl)).statusCode).toBe(200);
    } finally {
      expect(await second.stop('SIGINT')).toBe(0);
    }
  });
});
