import { ApiClient, RUN_MODES, type SystemUnderTest, logIn, signUp, startSystem } from '@vitalsync/testing';

const INVALID = 'Invalid email, password or role.';

describe.each(RUN_MODES)('login (%s mode)', (mode) => {
  let system: SystemUnderTest;

  beforeAll(async () => {
    // A low per-address cap so the test can reach it; the per-email rule keeps its default of 5.
    system = await startSystem(mode, { LOGIN_MAX_FAILURES_PER_IP: '12' });
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('logs in, answers {status, profile, role} and sets an httpOnly SameSite=Lax session cookie', async () => {
    const client = new ApiClient(system.baseUrl);
    const account = await signUp(client, 'doctor');
    const response = await logIn(client, account);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'success',
      role: 'doctor',
      profile: { personal_info: { email: account.email } },
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('vitalsync_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await client.get('/api/dashboard/profile')).status).toBe(200);
  });

  it('gives one message for a wrong email, a wrong password and a wrong role', async () => {
    const account = await signUp(new ApiClient(system.baseUrl), 'user');
    const attempts = [
      { ...account, email: 'nobody-' + account.email },
      { ...account, password: 'wrong1' },
      { ...account, role: 'doctor' as const },
    ];
    for (const attempt of attempts) {
      const response = await logIn(new ApiClient(system.baseUrl), attempt);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ status: 'error', message: INVALID });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('validates the login form with the spec messages', async () => {
    const response = await new ApiClient(system.baseUrl).post('/api/authenticate/login', {
      json: { role: 'user', email: 'not-an-email', password: 'abc' },
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      errors: { email: 'Invalid Email Address', password: 'Password must be at least 4 characters' },
    });
  });

  it('locks an email for 15 minutes after 5 failures, even for the right password, and only that email', async () => {
    const client = new ApiClient(system.baseUrl);
    const victim = await signUp(client, 'user');
    const bystander = await signUp(client, 'user');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await logIn(new ApiClient(system.baseUrl), { ...victim, password: 'wrong1' })).status).toBe(
        401,
      );
    }
    const locked = await logIn(new ApiClient(system.baseUrl), victim);
    expect(locked.status).toBe(429);
    // The lock's remaining time shrinks while the test runs; login-limiter.spec pins its length with a fake clock.
    expect(locked.body.message).toMatch(/^Too many failed attempts\. Try again in \d+ minutes?\.$/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect((await logIn(new ApiClient(system.baseUrl), bystander)).status).toBe(200);
  });

  it('caps the failures one address may make across emails', async () => {
    let limited: Awaited<ReturnType<typeof logIn>> | undefined;
    for (let attempt = 0; attempt < 14 && !limited; attempt++) {
      const response = await logIn(new ApiClient(system.baseUrl), {
        role: 'user',
        email: `probe-${attempt}@example.com`,
        password: 'wrong1',
      });
      if (response.status === 429) limited = response;
    }
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get('retry-after')).toBeTruthy();
  });
});
