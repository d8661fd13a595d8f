import {
  type Account,
  ApiClient,
  RUN_MODES,
  type SystemUnderTest,
  logIn,
  signUp,
  startSystem,
} from '@vitalsync/testing';

const INVALID = 'Invalid email, password or role.';
const TOO_MANY = /^Too many failed attempts\. Try again in \d+ minutes?\.$/;

describe.each(RUN_MODES)('login (%s mode)', (mode) => {
  let system: SystemUnderTest;

  beforeAll(async () => {
    // Low caps per address and per email across addresses so the tests can reach them; the rule for an email
    // from one address keeps its default of 5. The gateway trusts the test's X-Forwarded-For, so requests can come
    // from several addresses.
    system = await startSystem(mode, {
      LOGIN_MAX_FAILURES_PER_IP: '12',
      LOGIN_MAX_FAILURES_PER_EMAIL_ACROSS_ADDRESSES: '10',
      TRUST_PROXY: '127.0.0.1',
    });
  });

  const logInFrom = (address: string, account: Pick<Account, 'role' | 'email' | 'password'>) =>
    new ApiClient(system.baseUrl).post('/api/authenticate/login', {
      json: { role: account.role, email: account.email, password: account.password },
      headers: { 'x-forwarded-for': address },
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
      expect(response.body).toEqual({ status: 'error', code: 'account.invalid_login', message: INVALID });
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

  it('locks an email from one address for 15 minutes after 5 failures, even for the right password, and only that email', async () => {
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
    expect(locked.body.message).toMatch(TOO_MANY);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect((await logIn(new ApiClient(system.baseUrl), bystander)).status).toBe(200);
  });

  it('does not let 20 failed attempts from one address stop the owner logging in from another', async () => {
    const victim = await signUp(new ApiClient(system.baseUrl), 'user');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      statuses.push((await logInFrom('203.0.113.5', { ...victim, password: 'wrong1' })).status);
    }

    // Five guesses reach the password check; the other fifteen are refused before it.
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(15).fill(429)]);
    expect((await logInFrom('203.0.113.5', victim)).status).toBe(429);
    expect((await logInFrom('198.51.100.7', victim)).status).toBe(200);
  });

  it('locks an email for every address once several addresses together reach its cap', async () => {
    const victim = await signUp(new ApiClient(system.baseUrl), 'user');
    for (const address of ['203.0.113.21', '203.0.113.22']) {
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await logInFrom(address, { ...victim, password: 'wrong1' })).status).toBe(401);
      }
    }

    const locked = await logInFrom('198.51.100.8', victim);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(TOO_MANY);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
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
