import { RUN_MODES, type SystemUnderTest, startSystem } from '@vitalsync/testing';

import { rawRequest } from './raw-http';

const LOGIN_BODY = JSON.stringify({ role: 'user', email: 'nobody@example.com', password: 'wrong1' });

describe.each(RUN_MODES)('probe: the sign-in budget follows the routed path (%s mode)', (mode) => {
  let system: SystemUnderTest;
  const post = (target: string) =>
    rawRequest(system.baseUrl, {
      method: 'POST',
      target,
      headers: { 'content-type': 'application/json' },
      body: LOGIN_BODY,
    });

  beforeAll(async () => {
    system = await startSystem(mode, {
      RATE_LIMIT_AUTH_PER_MINUTE: '3',
      LOGIN_MAX_FAILURES_PER_EMAIL: '50',
      LOGIN_MAX_FAILURES_PER_IP: '500',
    });
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('should count absolute-form, percent-encoded and unroutable sign-in targets in the sign-in bucket', async () => {
    const absolute = `${system.baseUrl}/api/authenticate/login`;
    for (let i = 0; i < 3; i++) expect((await post(absolute)).status).toBe(401);

    expect((await post(absolute)).status).toBe(429);
    expect((await post('/api/%61uthenticate/login')).status).toBe(429);
    expect((await post('/api/authenticate/no-such-route')).status).toBe(429);
    expect((await post('/api/authenticate%2Flogin')).status).toBe(429);
    // The rest of the API keeps its own budget.
    expect(
      (await rawRequest(system.baseUrl, { method: 'GET', target: '/api/dashboard/profile' })).status,
    ).toBe(401);
  });
});
