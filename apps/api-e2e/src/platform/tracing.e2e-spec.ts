import { randomUUID } from 'node:crypto';

import {
  ApiClient,
  type DistributedSystem,
  type RunningProcess,
  type SystemUnderTest,
  requiredSignupFiles,
  signupForm,
  startSystem,
  validSignupFields,
  waitFor,
} from '@vitalsync/testing';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The JSON log lines a process wrote that name the request. */
const linesOf = (running: RunningProcess, requestId: string): Array<Record<string, unknown>> =>
  running
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(requestId))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const waitForLines = (running: RunningProcess, requestId: string) =>
  waitFor(
    async () => {
      const lines = linesOf(running, requestId).filter((line) => line['requestId'] === requestId);
      return lines.length > 0 ? lines : undefined;
    },
    { timeoutMs: 10_000, intervalMs: 100, description: `${running.name} to log request ${requestId}` },
  );

describe('request ids (distributed mode: every process’s log lines)', () => {
  let system: SystemUnderTest;
  let distributed: DistributedSystem;

  beforeAll(async () => {
    // Debug: the gateway writes a line for each successful request, each service one for each message it handles.
    system = await startSystem('distributed', { LOG_LEVEL: 'debug' });
    if (!system.distributed) throw new Error('distributed mode has no distributed system');
    distributed = system.distributed;
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('follows a request’s id from the gateway to the service that handled it and the one its event reached', async () => {
    const requestId = `e2e-trace.${randomUUID()}`;
    const fields = validSignupFields('user');
    const response = await new ApiClient(system.baseUrl).post('/api/authenticate/signup/user', {
      form: signupForm('user', fields, requiredSignupFiles('user')),
      headers: { 'x-request-id': requestId },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe(requestId);

    const gateway = await waitForLines(distributed.gateway, requestId);
    expect(gateway).toContainEqual(
      expect.objectContaining({ req: expect.objectContaining({ url: '/api/authenticate/signup/user' }) }),
    );
    const auth = await waitForLines(distributed.services.auth, requestId);
    expect(auth).toContainEqual(expect.objectContaining({ pattern: 'auth.signup', outcome: 'ok' }));
    // auth-svc announced the new profile while handling the signup; appointment-svc handled that event under it.
    const appointment = await waitForLines(distributed.services.appointment, requestId);
    expect(appointment).toContainEqual(
      expect.objectContaining({ pattern: 'profile.updated', outcome: 'ok' }),
    );

    // What the request carried stays out of every process's log.
    for (const running of [distributed.gateway, ...Object.values(distributed.services)]) {
      expect(running.output()).not.toContain(fields['authentication_details.password']);
      expect(running.output()).not.toContain(fields['personal_info.email']);
    }
  });

  it('replaces an id the gateway does not accept with one of its own, and follows that one', async () => {
    const response = await new ApiClient(system.baseUrl).post('/api/authenticate/login', {
      json: { role: 'user', email: `nobody-${randomUUID()}@example.com`, password: 'wrong1' },
      headers: { 'x-request-id': 'not acceptable: spaces and a colon!' },
    });
    expect(response.status).toBe(401);
    const requestId = response.headers.get('x-request-id') ?? '';
    expect(requestId).toMatch(UUID);

    await waitForLines(distributed.gateway, requestId);
    const auth = await waitForLines(distributed.services.auth, requestId);
    expect(auth).toContainEqual(expect.objectContaining({ pattern: 'auth.login', outcome: 'error' }));
    expect(distributed.gateway.output()).not.toContain('not acceptable');
  });
});
