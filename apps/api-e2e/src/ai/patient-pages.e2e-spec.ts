import { AI_MESSAGES, REMINDER_IDS } from '@vitalsync/contracts';
import {
  ApiClient,
  type ApiResponse,
  RUN_MODES,
  type SystemUnderTest,
  dismissReminder,
  logIn,
  readDismissedReminders,
  readWater,
  signedInParticipant,
  startSystem,
  writeWater,
} from '@vitalsync/testing';

/** Past days, so the test never depends on today's date. */
const DAY = '2026-03-14';
const OTHER_DAY = '2026-03-15';

const expectRefusal = (response: ApiResponse<unknown>, message?: string): void => {
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  // A refusal by the DTO checks also names the refused fields; nothing else may ride along.
  const { errors: _fields, ...body } = response.body as Record<string, unknown>;
  expect(body).toEqual({ status: 'error', code: expect.any(String), message: message ?? expect.any(String) });
};

describe.each(RUN_MODES)('water intake and dismissed reminders (%s mode)', (mode) => {
  let system: SystemUnderTest;

  beforeAll(async () => {
    system = await startSystem(mode);
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('should keep a patient’s water intake per day, for that patient only, across sessions', async () => {
    const patient = await signedInParticipant(system.baseUrl, 'user');
    const other = await signedInParticipant(system.baseUrl, 'user');

    expect((await readWater(patient.client, DAY)).body).toEqual({ status: 'success', day: DAY, litres: 0 });
    const written = await writeWater(patient.client, { day: DAY, litres: 2.5 });
    expect(written.status).toBe(200);
    expect(written.body).toEqual({ status: 'success', day: DAY, litres: 2.5 });
    expect((await writeWater(patient.client, { day: DAY, litres: 10 })).body).toMatchObject({ litres: 10 });

    const again = new ApiClient(system.baseUrl);
    expect((await logIn(again, patient.account)).status).toBe(200);
    expect((await readWater(again, DAY)).body).toEqual({ status: 'success', day: DAY, litres: 10 });
    expect((await readWater(again, OTHER_DAY)).body).toEqual({
      status: 'success',
      day: OTHER_DAY,
      litres: 0,
    });
    expect((await readWater(other.client, DAY)).body).toEqual({ status: 'success', day: DAY, litres: 0 });
  });

  it('should keep the reminders a patient dismissed, once each, for that patient only', async () => {
    const patient = await signedInParticipant(system.baseUrl, 'user');
    const other = await signedInParticipant(system.baseUrl, 'user');
    const [first, second] = REMINDER_IDS;

    expect((await readDismissedReminders(patient.client)).body).toEqual({ status: 'success', dismissed: [] });
    expect((await dismissReminder(patient.client, { id: first })).body).toEqual({
      status: 'success',
      dismissed: [first],
    });
    expect((await dismissReminder(patient.client, { id: first })).body).toEqual({
      status: 'success',
      dismissed: [first],
    });
    const both = await dismissReminder(patient.client, { id: second });
    expect([...(both.body.dismissed ?? [])].sort()).toEqual([first, second].sort());

    const again = new ApiClient(system.baseUrl);
    await logIn(again, patient.account);
    expect([...((await readDismissedReminders(again)).body.dismissed ?? [])].sort()).toEqual(
      [first, second].sort(),
    );
    expect((await readDismissedReminders(other.client)).body).toEqual({ status: 'success', dismissed: [] });
  });

  it('should refuse a doctor with 403 and a caller without a session with 401', async () => {
    const doctor = await signedInParticipant(system.baseUrl, 'doctor');
    const anonymous = new ApiClient(system.baseUrl);

    for (const client of [doctor.client, anonymous]) {
      const expected = client === anonymous ? 401 : 403;
      for (const response of [
        await readWater(client, DAY),
        await writeWater(client, { day: DAY, litres: 1 }),
        await readDismissedReminders(client),
        await dismissReminder(client, { id: REMINDER_IDS[0] }),
      ]) {
        expect(response.status).toBe(expected);
        expectRefusal(response);
      }
    }
  });

  it('should refuse water values out of range or of the wrong type, and store none of them', async () => {
    const patient = await signedInParticipant(system.baseUrl, 'user');

    for (const litres of [-0.25, 10.25, 0.3, 11, '2.5', null, [1], { litres: 1 }, true]) {
      expectRefusal(await writeWater(patient.client, { day: DAY, litres }), AI_MESSAGES.waterOutOfRange);
    }
    for (const day of ['2024-02-30', '1899-12-31', '2999-01-01', '14/03/2026', '2026-03-14\u0000', 42]) {
      expectRefusal(await writeWater(patient.client, { day, litres: 1 }), AI_MESSAGES.badDay);
    }
    for (const query of ['2024-02-30', '2999-01-01', 'today', '%00', '']) {
      expectRefusal(await patient.client.get(`/api/dashboard/lifestyle/water?day=${query}`));
    }
    for (const body of [{}, [], null, 'water', { day: DAY, litres: 1, accountId: 'x' }, { day: DAY }]) {
      expectRefusal(await writeWater(patient.client, body));
    }
    expectRefusal(await writeWater(patient.client, { day: DAY, litres: 1, pad: 'a'.repeat(100_000) }));

    expect((await readWater(patient.client, DAY)).body).toEqual({ status: 'success', day: DAY, litres: 0 });
  });

  it('should refuse a reminder that does not exist, and a body of the wrong shape', async () => {
    const patient = await signedInParticipant(system.baseUrl, 'user');

    for (const id of ['nap', '', 'hydrate\u0000', 'hydrate\ud800', 7, null, ['hydrate']]) {
      expectRefusal(await dismissReminder(patient.client, { id }), AI_MESSAGES.unknownReminder);
    }
    for (const body of [{}, [], 'hydrate', { id: 'hydrate', extra: true }]) {
      expectRefusal(await dismissReminder(patient.client, body));
    }

    expect((await readDismissedReminders(patient.client)).body).toEqual({ status: 'success', dismissed: [] });
  });
});
