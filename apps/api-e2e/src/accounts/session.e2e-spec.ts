import {
  ApiClient,
  RUN_MODES,
  connectSocket,
  type SystemUnderTest,
  logIn,
  signUp,
  startSystem,
  waitFor,
} from '@vitalsync/testing';

describe.each(RUN_MODES)('sessions (%s mode)', (mode) => {
  let system: SystemUnderTest;

  beforeAll(async () => {
    system = await startSystem(mode);
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('refuses sockets without a session on /chat and /video-call', async () => {
    await expect(connectSocket(system.baseUrl, '/chat')).rejects.toThrow('Please Login First!');
    await expect(connectSocket(system.baseUrl, '/video-call')).rejects.toThrow('Please Login First!');
  });

  it('logout revokes the session everywhere: HTTP, new sockets, open sockets', async () => {
    const client = new ApiClient(system.baseUrl);
    const account = await signUp(client, 'user');
    await logIn(client, account);
    const oldCookie = client.cookie;
    const open = await connectSocket(system.baseUrl, '/chat', { cookie: oldCookie });
    const closed = new Promise<string>((resolve) => open.once('disconnect', resolve));

    const logout = await client.get('/api/dashboard/logout');
    expect(logout.status).toBe(200);
    expect(logout.headers.getSetCookie().join()).toMatch(/vitalsync_session=;/);

    await expect(closed).resolves.toBe('io server disconnect');
    const replay = new ApiClient(system.baseUrl);
    replay.cookie = oldCookie;
    expect((await replay.get('/api/dashboard/profile')).status).toBe(401);
    await expect(connectSocket(system.baseUrl, '/video-call', { cookie: oldCookie })).rejects.toThrow(
      'Please Login First!',
    );
  });

  it('a forged or tampered cookie is refused', async () => {
    const client = new ApiClient(system.baseUrl);
    await logIn(client, await signUp(client, 'doctor'));
    const [name, token] = (client.cookie ?? '').split('=');
    const [payload, mac] = (token ?? '').split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'user' })).toString('base64url');
    client.cookie = `${name}=${forged}.${mac}`;
    const response = await client.get('/api/dashboard/profile');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      status: 'error',
      code: 'session.required',
      message: 'Please Login First!',
    });
  });

  if (mode === 'distributed') {
    it('a revocation reaches every gateway replica, including one started later', async () => {
      const distributed = system.distributed;
      if (!distributed) throw new Error('distributed mode has no distributed system');
      const second = distributed.gateways[1] ?? (await distributed.addGateway());
      const client = new ApiClient(system.baseUrl);
      await logIn(client, await signUp(client, 'user'));
      const onSecond = client.withBaseUrl(second.baseUrl);
      expect((await onSecond.get('/api/dashboard/profile')).status).toBe(200);

      await client.get('/api/dashboard/logout');
      // The event reaches the replica in milliseconds; the generous bound only keeps a busy machine from failing.
      await waitFor(
        async () => ((await onSecond.get('/api/dashboard/profile')).status === 401 ? true : undefined),
        {
          timeoutMs: 30_000,
          intervalMs: 50,
          description: 'the second replica to refuse the revoked session',
        },
      );

      const later = await distributed.addGateway();
      expect((await onSecond.withBaseUrl(later.baseUrl).get('/api/dashboard/profile')).status).toBe(401);
    });
  }
});
