import { startEmbedded, type EmbeddedSystem } from '@vitalsync/testing';

/** The only routes a caller without a session may use. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/authenticate/login',
  'POST /api/authenticate/signup/{role}',
  'GET /api/dashboard/logout',
]);

describe('every route is guarded unless public', () => {
  let system: EmbeddedSystem;

  beforeAll(async () => {
    system = await startEmbedded();
  });

  afterAll(async () => {
    await system?.stop('SIGKILL');
  });

  it('lists the routes from the OpenAPI document and refuses each non-public one without a session', async () => {
    const document = (await (await fetch(`${system.baseUrl}/api/docs-json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
    expect(routes.length).toBeGreaterThan(PUBLIC_ROUTES.size);
    const guarded = routes.filter((route) => !PUBLIC_ROUTES.has(`${route.method} ${route.path}`));
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const url = `${system.baseUrl}${route.path.replace(/\{[^}]+\}/g, 'x')}`;
      const response = await fetch(url, { method: route.method });
      expect({ route: `${route.method} ${route.path}`, status: response.status }).toEqual({
        route: `${route.method} ${route.path}`,
        status: 401,
      });
    }
    // The allowlist names only routes that exist, so it cannot silently outlive a renamed route.
    expect(routes.filter((r) => PUBLIC_ROUTES.has(`${r.method} ${r.path}`))).toHaveLength(PUBLIC_ROUTES.size);
  });
});
