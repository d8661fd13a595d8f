import { ApiClient, RUN_MODES, type SystemUnderTest, startSystem } from '@vitalsync/testing';

const attempt = (client: ApiClient, headers: Record<string, string> = {}) =>
  client.post('/api/authenticate/login', {
    json: { role: 'user', email: 'nobody@example.com', password: 'wrong1' },
    headers,
  });

describe.each(RUN_MODES)('per-address request limits (%s mode)', (mode) => {
  let system: SystemUnderTest;

  beforeAll(async () => {
    system = await startSystem(mode, { RATE_LIMIT_AUTH_PER_MINUTE: '3', LOGIN_MAX_FAILURES_PER_EMAIL: '50' });
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('answers 429 with Retry-After once an address spends its sign-in budget, forged X-Forwarded-For or not', async () => {
    const client = new ApiClient(system.baseUrl);
    for (let i = 0; i < 3; i++)
      expect((await attempt(client, { 'x-forwarded-for': `203.0.113.${i}` })).status).toBe(401);
    const limited = await attempt(client, { 'x-forwarded-for': '198.51.100.7' });
    expect(limited.status).toBe(429);
    // The window ticks while the test runs: the wait is "1 minute" or a count of seconds, whatever the machine's speed.
    expect(limited.body).toEqual({
      status: 'error',
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many requests\. Try again in (1 minute|\d+ seconds?)\.$/),
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('keeps the rest of the API and the health probe available meanwhile', async () => {
    const client = new ApiClient(system.baseUrl);
    expect((await client.get('/api/dashboard/profile')).status).toBe(401);
    expect((await client.get('/api/health')).status).toBe(200);
  });
});
