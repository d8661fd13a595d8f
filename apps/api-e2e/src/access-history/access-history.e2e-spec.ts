import { randomUUID } from 'node:crypto';

import {
  type AccessHistoryEvent,
  type AccessHistoryResponse,
  type ConsultedPatientResponse,
} from '@vitalsync/contracts';
import {
  APPOINTMENTS_PATH,
  ApiClient,
  FAR_FUTURE_MONDAY,
  type Participant,
  RUN_MODES,
  type SystemUnderTest,
  accessCast,
  at,
  bookedAppointment,
  changeAppointment,
  prescribeAppointment,
  readAppointment,
  signedInParticipants,
  startSystem,
  waitFor,
} from '@vitalsync/testing';

const HISTORY_PATH = '/api/dashboard/access-history';
const detailPath = (patientId: string) =>
  `${APPOINTMENTS_PATH}/consulted-patient?patientId=${encodeURIComponent(patientId)}`;
const PRESCRIPTION = {
  medicines: [{ name: 'Secretol', dosage: '1 mg', duration: '2 days' }],
  instructions: 'Hush',
};

describe.each(RUN_MODES)('access history (%s mode)', (mode) => {
  let system: SystemUnderTest;
  /** The patient whose record the doctor opens. */
  let owner: Participant;
  /** The doctor the owner booked. */
  let doctor: Participant;
  let otherPatient: Participant;
  let otherDoctor: Participant;
  let anonymous: ApiClient;

  const history = (client: ApiClient, query = '') =>
    client.get<AccessHistoryResponse>(`${HISTORY_PATH}${query}`);

  /** Waits until the patient's history holds a line the durable event delivered, and returns every line. */
  const historyHolding = (
    patient: Participant,
    wanted: (event: AccessHistoryEvent) => boolean,
    description: string,
  ) =>
    waitFor(
      async () => {
        const response = await history(patient.client, '?limit=50');
        expect(response.status).toBe(200);
        return response.body.events.some(wanted) ? response.body.events : undefined;
      },
      { timeoutMs: 20_000, description },
    );

  beforeAll(async () => {
    system = await startSystem(mode);
    ({ owner, doctor, otherPatient, otherDoctor, anonymous } = await accessCast(system.baseUrl));
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('should refuse both routes to a caller without a session', async () => {
    for (const path of [HISTORY_PATH, detailPath(owner.id)]) {
      const response = await anonymous.get(path);
      expect({ path, status: response.status, body: response.body }).toEqual({
        path,
        status: 401,
        body: { status: 'error', code: 'session.required', message: 'Please Login First!' },
      });
    }
  });

  it('should refuse the access history to doctors, consulting or not', async () => {
    for (const someone of [doctor, otherDoctor]) {
      const response = await history(someone.client);
      expect([response.status, response.body]).toEqual([
        403,
        { status: 'error', code: 'forbidden', message: 'Only patients have an access history.' },
      ]);
    }
  });

  it('should show a consulted doctor’s detail view in that patient’s history and in no other patient’s', async () => {
    const detail = await doctor.client.get<ConsultedPatientResponse>(detailPath(owner.id));
    expect(detail.status).toBe(200);
    expect(detail.body.consultedPatient.user.id).toBe(owner.id);

    const lines = await historyHolding(
      owner,
      (event) => event.action === 'patient.viewed',
      'the detail view',
    );
    expect(lines).toContainEqual({
      at: expect.any(String),
      actor: { role: 'doctor', name: doctor.fullName },
      action: 'patient.viewed',
      what: 'viewed your health record',
      count: 1,
    });
    const others = await history(otherPatient.client, '?limit=50');
    expect(others.status).toBe(200);
    expect(others.body.events.filter((event) => event.actor.role === 'doctor')).toEqual([]);
  });

  it('should refuse a patient’s detail to a doctor who never consulted them, and to patients', async () => {
    const stranger = await otherDoctor.client.get(detailPath(owner.id));
    expect([stranger.status, stranger.body]).toEqual([
      404,
      {
        status: 'error',
        code: 'patient.not_found',
        message: 'You can only see patients you have consulted.',
      },
    ]);
    for (const patient of [owner, otherPatient]) {
      const response = await patient.client.get(detailPath(owner.id));
      expect(response.status).toBe(403);
    }
    const unknown = await doctor.client.get(detailPath(randomUUID()));
    expect(unknown.status).toBe(404);
  });

  it('should record the list read, the appointment read, the prescription and the transitions, without their content', async () => {
    const appointment = await bookedAppointment(owner, doctor, at(FAR_FUTURE_MONDAY, '10:00'));
    expect((await doctor.client.get(`${APPOINTMENTS_PATH}/consulted-patients`)).status).toBe(200);
    expect((await doctor.client.get(`${APPOINTMENTS_PATH}/consulted-patients`)).status).toBe(200);
    expect((await readAppointment(doctor.client, appointment._id)).status).toBe(200);
    expect((await changeAppointment(doctor.client, 'start', appointment._id)).status).toBe(200);
    expect((await prescribeAppointment(doctor.client, appointment._id, PRESCRIPTION)).status).toBe(200);
    // The patient's own read of the appointment is no access by someone else.
    expect((await readAppointment(owner.client, appointment._id)).status).toBe(200);

    const lines = await historyHolding(
      owner,
      (event) => event.action === 'prescription.written',
      'the prescription',
    );
    const actions = lines.filter((event) => event.actor.role === 'doctor').map((event) => event.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'patients.listed',
        'appointment.viewed',
        'appointment.started',
        'prescription.written',
      ]),
    );
    const listed = lines.find((event) => event.action === 'patients.listed');
    expect(listed?.count).toBeGreaterThanOrEqual(2);
    expect(lines.filter((event) => event.action === 'patients.listed')).toHaveLength(1);
    expect(
      lines.filter((event) => event.actor.role === 'user' && event.action === 'appointment.viewed'),
    ).toEqual([]);
    const raw = JSON.stringify(lines);
    expect(raw).not.toContain('Secretol');
    expect(raw).not.toContain('Hush');
  });

  it('should show the patient’s own sign-ins, failed sign-ins and sign-outs with address and browser', async () => {
    const [patient] = await signedInParticipants(system.baseUrl, ['user'] as const);
    const browser = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
    const login = (password: string, client: ApiClient) =>
      client.post('/api/authenticate/login', {
        json: { role: 'user', email: patient.account.email, password },
        headers: { 'user-agent': browser },
      });
    expect((await login('wrong1', new ApiClient(system.baseUrl))).status).toBe(401);
    const second = new ApiClient(system.baseUrl);
    expect((await login(patient.account.password, second)).status).toBe(200);
    expect((await second.get('/api/dashboard/logout', { headers: { 'user-agent': browser } })).status).toBe(
      200,
    );

    const response = await history(patient.client);
    expect(response.status).toBe(200);
    const [newest, next, third] = response.body.events;
    expect(newest).toMatchObject({
      action: 'logout',
      what: 'signed out',
      from: { address: expect.any(String), browser: 'Firefox on Linux' },
    });
    expect(next).toMatchObject({ action: 'login.succeeded', from: { browser: 'Firefox on Linux' } });
    expect(third).toMatchObject({
      action: 'login.failed',
      what: 'tried to sign in to your account with a wrong password',
    });
  });

  it('should page newest first with a cursor, and refuse a cursor or limit it did not make', async () => {
    const first = await history(owner.client, '?limit=1');
    expect(first.status).toBe(200);
    expect(first.body.events).toHaveLength(1);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await history(owner.client, `?limit=1&cursor=${first.body.nextCursor ?? ''}`);
    expect(second.status).toBe(200);
    expect(second.body.events).toHaveLength(1);
    expect(new Date(second.body.events[0]?.at ?? 0).getTime()).toBeLessThanOrEqual(
      new Date(first.body.events[0]?.at ?? 0).getTime(),
    );
    expect(second.body.events[0]).not.toEqual(first.body.events[0]);

    const forged = await history(owner.client, `?cursor=${Buffer.from('yesterday|1').toString('base64url')}`);
    expect([forged.status, forged.body]).toEqual([
      400,
      {
        status: 'error',
        code: 'access_history.bad_cursor',
        message: 'This page of the access history does not exist.',
        errors: { cursor: 'This page of the access history does not exist.' },
      },
    ]);
    for (const query of ['?limit=0', '?limit=51', '?limit=x', '?cursor=%27%20or%201=1']) {
      const refused = await history(owner.client, query);
      expect({ query, status: refused.status }).toEqual({ query, status: 400 });
    }
  });
});
