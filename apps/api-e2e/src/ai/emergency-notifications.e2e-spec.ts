import {
  type EmergencyNotificationsResponse,
  type MarkEmergencyNotificationsReadResponse,
  type StoredEmergencyNotification,
} from '@vitalsync/contracts';
import {
  ApiClient,
  EMERGENCY_HEART_RATE,
  FAR_FUTURE_MONDAY,
  RUN_MODES,
  type SystemUnderTest,
  at,
  bookedAppointment,
  insightsWhen,
  savedHealth,
  signedInParticipants,
  startSystem,
  waitFor,
} from '@vitalsync/testing';

const NOTIFICATIONS_PATH = '/api/dashboard/notifications/emergencies';
const READ_PATH = `${NOTIFICATIONS_PATH}/read`;

const listOf = (client: ApiClient) => client.get<EmergencyNotificationsResponse>(NOTIFICATIONS_PATH);

/** The doctor's stored notifications about the patient, once there are some (ai-svc stores them just after the save). */
const storedAbout = (client: ApiClient, patientId: string): Promise<EmergencyNotificationsResponse> =>
  waitFor(
    async () => {
      const { body } = await listOf(client);
      return body.notifications?.some((notification) => notification.patientId === patientId)
        ? body
        : undefined;
    },
    { timeoutMs: 20_000, intervalMs: 100, description: 'the stored emergency notification' },
  );

describe.each(RUN_MODES)('stored emergency notifications (%s mode)', (mode) => {
  let system: SystemUnderTest;

  beforeAll(async () => {
    system = await startSystem(mode);
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('should keep the emergency for a consulting doctor who had no socket open, once, until it is marked read', async () => {
    const [doctor, otherDoctor, patient] = await signedInParticipants(system.baseUrl, [
      'doctor',
      'doctor',
      'user',
    ] as const);
    await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '09:00'));
    await expect(listOf(doctor.client)).resolves.toMatchObject({
      status: 200,
      body: { status: 'success', notifications: [], unread: 0 },
    });

    // Nobody listens on /notifications: the toast reaches no one, the stored notification stays.
    await savedHealth(patient.client, { heartRate: EMERGENCY_HEART_RATE });
    const alert = (
      await insightsWhen(patient.client, (insights) => insights.health_alert.emergency, 'the emergency')
    ).health_alert.alert;
    const stored = await storedAbout(doctor.client, patient.id);

    expect(stored).toEqual({
      status: 'success',
      notifications: [
        {
          _id: expect.any(String),
          patientId: patient.id,
          patientName: patient.fullName,
          alert,
          at: expect.any(String),
          read: false,
        } satisfies StoredEmergencyNotification,
      ],
      unread: 1,
    });
    // Still once after the events have long been handled (a second delivery stores nothing).
    await savedHealth(patient.client, { heartRate: EMERGENCY_HEART_RATE + 10 });
    await insightsWhen(
      patient.client,
      (insights) => insights.health_alert.alert.includes(String(EMERGENCY_HEART_RATE + 10)),
      'the insights of the second save',
    );
    await expect(listOf(doctor.client)).resolves.toMatchObject({ body: { unread: 1 } });
    expect((await listOf(doctor.client)).body.notifications).toHaveLength(1);

    // Another doctor sees none of it and cannot mark it.
    const [notification] = stored.notifications;
    await expect(listOf(otherDoctor.client)).resolves.toMatchObject({
      status: 200,
      body: { status: 'success', notifications: [], unread: 0 },
    });
    await expect(
      otherDoctor.client.post<MarkEmergencyNotificationsReadResponse>(READ_PATH, {
        json: { ids: [notification?._id] },
      }),
    ).resolves.toMatchObject({ status: 200, body: { status: 'success', unread: 0 } });
    await expect(listOf(doctor.client)).resolves.toMatchObject({ body: { unread: 1 } });

    // The doctor reads it.
    await expect(
      doctor.client.post<MarkEmergencyNotificationsReadResponse>(READ_PATH, {
        json: { ids: [notification?._id] },
      }),
    ).resolves.toMatchObject({ status: 200, body: { status: 'success', unread: 0 } });
    const after = await listOf(doctor.client);
    expect(after.body).toEqual({
      status: 'success',
      notifications: [{ ...notification, read: true }],
      unread: 0,
    });
  });

  it('should mark every notification read when no ids are named', async () => {
    const [doctor, patient] = await signedInParticipants(system.baseUrl, ['doctor', 'user'] as const);
    await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '09:00'));
    await savedHealth(patient.client, { heartRate: EMERGENCY_HEART_RATE });
    await storedAbout(doctor.client, patient.id);

    await expect(doctor.client.post(READ_PATH, { json: {} })).resolves.toMatchObject({
      status: 200,
      body: { status: 'success', unread: 0 },
    });
    expect((await listOf(doctor.client)).body.notifications.map((shown) => shown.read)).toEqual([true]);
  });

  it('should refuse patients with 403, callers without a session with 401, and malformed input with 400', async () => {
    const [doctor, patient] = await signedInParticipants(system.baseUrl, ['doctor', 'user'] as const);
    const anonymous = new ApiClient(system.baseUrl);

    for (const client of [patient.client, anonymous]) {
      const expected = client === anonymous ? 401 : 403;
      expect((await listOf(client)).status).toBe(expected);
      expect((await client.post(READ_PATH, { json: {} })).status).toBe(expected);
    }
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'before=yesterday', 'other=1'])
      expect((await doctor.client.get(`${NOTIFICATIONS_PATH}?${query}`)).status).toBe(400);
    for (const body of [{ ids: [] }, { ids: ['not-an-id'] }, { ids: 'all' }, { all: true }])
      expect((await doctor.client.post(READ_PATH, { json: body })).status).toBe(400);
  });
});
