import { randomUUID } from 'node:crypto';

import {
  type BookAppointmentResponse,
  type Role,
  type DoctorAppointmentsResponse,
  type UserAppointmentsResponse,
} from '@vitalsync/contracts';
import {
  APPOINTMENTS_PATH,
  type ApiResponse,
  FAR_FUTURE_MONDAY,
  type Participant,
  RUN_MODES,
  type SystemUnderTest,
  at,
  bookAppointment,
  bookedAppointment,
  changeAppointment,
  signedInParticipants,
  startSystem,
} from '@vitalsync/testing';

import { jsonOf, rawRequest } from '../probe/raw-http';

const FILL_IN_ALL_FIELDS = 'Please fill in all the fields.';
const SLOT_TAKEN = {
  status: 'error',
  code: 'appointment.slot_taken',
  message: 'This time slot is already booked.',
};

describe.each(RUN_MODES)('appointment booking (%s mode)', (mode) => {
  let system: SystemUnderTest;

  beforeAll(async () => {
    system = await startSystem(mode);
  });

  afterAll(async () => {
    await system?.stop();
  });

  const signedIn = <Roles extends readonly Role[]>(roles: Roles) =>
    signedInParticipants(system.baseUrl, roles);

  const doctorsList = async (doctor: Participant) =>
    (await doctor.client.get<DoctorAppointmentsResponse>(`${APPOINTMENTS_PATH}/doctor`)).body.appointments;

  const patientsList = async (patient: Participant) =>
    (await patient.client.get<UserAppointmentsResponse>(`${APPOINTMENTS_PATH}/user`)).body.appointments;

  const expectOneAccepted = (responses: ApiResponse[]) => {
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.status === 409)?.body).toEqual(SLOT_TAKEN);
  };

  it('should accept exactly one of two overlapping bookings of one doctor fired at once', async () => {
    const [doctor, first, second] = await signedIn(['doctor', 'user', 'user'] as const);
    for (const [mine, theirs] of [
      ['08:00', '08:00'],
      ['10:00', '10:15'],
      ['12:20', '12:00'],
    ]) {
      const responses = await Promise.all([
        bookAppointment(first.client, {
          doctorId: doctor.id,
          dateTime: at(FAR_FUTURE_MONDAY, mine),
          type: 'chat',
        }),
        bookAppointment(second.client, {
          doctorId: doctor.id,
          dateTime: at(FAR_FUTURE_MONDAY, theirs),
          type: 'chat',
        }),
      ]);
      expectOneAccepted(responses);
    }
    expect(await doctorsList(doctor)).toHaveLength(3);
  });

  it('should accept exactly one of two bookings of one patient with two doctors at the same time', async () => {
    const [patient, first, second] = await signedIn(['user', 'doctor', 'doctor'] as const);
    for (const [mine, theirs] of [
      ['08:00', '08:00'],
      ['10:00', '10:29'],
    ]) {
      const responses = await Promise.all([
        bookAppointment(patient.client, {
          doctorId: first.id,
          dateTime: at(FAR_FUTURE_MONDAY, mine),
          type: 'chat',
        }),
        bookAppointment(patient.client, {
          doctorId: second.id,
          dateTime: at(FAR_FUTURE_MONDAY, theirs),
          type: 'chat',
        }),
      ]);
      expectOneAccepted(responses);
    }
    expect(await patientsList(patient)).toHaveLength(2);
  });

  it('should accept back-to-back appointments: each lasts 30 minutes', async () => {
    const [doctor, first, second] = await signedIn(['doctor', 'user', 'user'] as const);
    const responses = await Promise.all([
      bookAppointment(first.client, {
        doctorId: doctor.id,
        dateTime: at(FAR_FUTURE_MONDAY, '09:00'),
        type: 'chat',
      }),
      bookAppointment(second.client, {
        doctorId: doctor.id,
        dateTime: at(FAR_FUTURE_MONDAY, '09:30'),
        type: 'chat',
      }),
    ]);
    expect(responses.map((response) => response.status)).toEqual([201, 201]);
  });

  it('should let a completed consultation’s doctor and patient be booked again over its time', async () => {
    const [doctor, patient, otherPatient, otherDoctor] = await signedIn([
      'doctor',
      'user',
      'user',
      'doctor',
    ] as const);
    const consultation = await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '10:00'));
    expect((await changeAppointment(doctor.client, 'start', consultation._id)).status).toBe(200);
    expect((await changeAppointment(doctor.client, 'complete', consultation._id)).status).toBe(200);

    const overlapping = at(FAR_FUTURE_MONDAY, '10:10');
    const doctorAgain = await bookAppointment(otherPatient.client, {
      doctorId: doctor.id,
      dateTime: overlapping,
      type: 'chat',
    });
    const patientAgain = await bookAppointment(patient.client, {
      doctorId: otherDoctor.id,
      dateTime: overlapping,
      type: 'chat',
    });
    expect([doctorAgain.status, patientAgain.status]).toEqual([201, 201]);
  });

  it('should keep refusing the time of a scheduled and of an in-progress consultation with 409', async () => {
    const [doctor, patient, otherPatient, otherDoctor] = await signedIn([
      'doctor',
      'user',
      'user',
      'doctor',
    ] as const);
    const consultation = await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '10:00'));
    const overlapping = at(FAR_FUTURE_MONDAY, '10:10');
    const expectBothRefused = async () => {
      const refusals = [
        await bookAppointment(otherPatient.client, {
          doctorId: doctor.id,
          dateTime: overlapping,
          type: 'chat',
        }),
        await bookAppointment(patient.client, {
          doctorId: otherDoctor.id,
          dateTime: overlapping,
          type: 'chat',
        }),
      ];
      for (const refusal of refusals) {
        expect(refusal.status).toBe(409);
        expect(refusal.body).toEqual(SLOT_TAKEN);
      }
    };

    await expectBothRefused();
    expect((await changeAppointment(doctor.client, 'start', consultation._id)).status).toBe(200);
    await expectBothRefused();
  });

  it('should read the form type "video" as video-call, keep a reason of 500 characters and drop a blank one', async () => {
    const [doctor, patient] = await signedIn(['doctor', 'user'] as const);
    const video = await bookAppointment<BookAppointmentResponse>(patient.client, {
      doctorId: doctor.id,
      dateTime: at(FAR_FUTURE_MONDAY, '09:00'),
      type: 'video',
      reason: 'r'.repeat(500),
    });
    expect(video.status).toBe(201);
    expect(video.body.appointment).toMatchObject({ type: 'video-call', reason: 'r'.repeat(500) });

    const blank = await bookAppointment<BookAppointmentResponse>(patient.client, {
      doctorId: doctor.id,
      dateTime: at(FAR_FUTURE_MONDAY, '10:00'),
      type: 'chat',
      reason: '   ',
    });
    expect(blank.status).toBe(201);
    expect(blank.body.appointment.reason).toBeNull();
    const none = await bookAppointment<BookAppointmentResponse>(patient.client, {
      doctorId: doctor.id,
      dateTime: at(FAR_FUTURE_MONDAY, '11:00'),
      type: 'chat',
    });
    expect(none.body.appointment.reason).toBeNull();
    expect((await doctorsList(doctor)).map((appointment) => appointment.type)).toEqual([
      'video-call',
      'chat',
      'chat',
    ]);
  });

  it('should refuse a time in the past', async () => {
    const [doctor, patient] = await signedIn(['doctor', 'user'] as const);
    const response = await bookAppointment(patient.client, {
      doctorId: doctor.id,
      dateTime: '2000-01-03T10:00:00.000Z',
      type: 'chat',
    });
    expect({ status: response.status, body: response.body }).toEqual({
      status: 400,
      body: { status: 'error', code: 'appointment.in_past', message: 'Please choose a time in the future.' },
    });
    expect(await patientsList(patient)).toEqual([]);
  });

  describe('refusals', () => {
    let doctor: Participant;
    let patient: Participant;
    const valid = () => ({
      doctorId: doctor.id,
      dateTime: at(FAR_FUTURE_MONDAY, '15:00'),
      type: 'chat',
      reason: 'Check-up',
    });

    beforeAll(async () => {
      [doctor, patient] = await signedIn(['doctor', 'user'] as const);
    });

    it.each([
      ['an empty body', () => ({})],
      ['no doctor', () => ({ ...valid(), doctorId: undefined })],
      ['no time', () => ({ ...valid(), dateTime: undefined })],
      ['an empty doctor', () => ({ ...valid(), doctorId: '' })],
      ['an empty time', () => ({ ...valid(), dateTime: '' })],
    ])('should ask to fill in all the fields for %s', async (_case, body) => {
      const response = await bookAppointment(patient.client, body());
      expect({ status: response.status, message: response.body['message'] }).toEqual({
        status: 400,
        message: FILL_IN_ALL_FIELDS,
      });
    });

    it.each([
      ['a doctor id that is a number', () => ({ ...valid(), doctorId: 42 })],
      ['a doctor id that is not a uuid', () => ({ ...valid(), doctorId: 'grace-hopper' })],
      ['a doctor id that is an object', () => ({ ...valid(), doctorId: { $ne: null } })],
      ['a time that is a number', () => ({ ...valid(), dateTime: 4_000_000_000_000 })],
      ['a time that is not a date', () => ({ ...valid(), dateTime: 'next Monday' })],
      ['a time on a day that does not exist', () => ({ ...valid(), dateTime: '2099-02-30T10:00:00.000Z' })],
      ['an unknown type', () => ({ ...valid(), type: 'phone' })],
      ['no type', () => ({ ...valid(), type: undefined })],
      ['a reason that is a number', () => ({ ...valid(), reason: 7 })],
      ['a reason of 501 characters', () => ({ ...valid(), reason: 'r'.repeat(501) })],
      ['a NUL byte in the reason', () => ({ ...valid(), reason: 'chest\u0000pain' })],
      ['a lone surrogate in the reason', () => ({ ...valid(), reason: 'chest\ud800pain' })],
      ['a property the form never sends', () => ({ ...valid(), status: 'completed' })],
      ['a patient id (someone else to book for)', () => ({ ...valid(), patientId: randomUUID() })],
      ['an array', () => [valid()]],
      ['null', () => null],
      ['a string', () => 'book me'],
      ['a body over 64 KiB', () => ({ ...valid(), reason: 'r'.repeat(70 * 1024) })],
    ])('should refuse %s with a 4xx and a message', async (_case, body) => {
      const response = await bookAppointment(patient.client, body() as Record<string, unknown>);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body).toMatchObject({ status: 'error', message: expect.stringMatching(/\S/) });
    });

    it('should refuse a doctor who does not exist with 404', async () => {
      const response = await bookAppointment(patient.client, { ...valid(), doctorId: randomUUID() });
      expect({ status: response.status, body: response.body }).toEqual({
        status: 404,
        body: { status: 'error', code: 'appointment.unknown_doctor', message: 'This doctor does not exist.' },
      });
    });

    it.each([
      ['broken JSON', '{"doctorId":'],
      ['a JSON number beyond a double', '{"doctorId":1e309}'],
      ['a body nested 5,000 levels deep', `{"reason":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`],
    ])('should refuse %s with a 4xx and a message', async (_case, body) => {
      const response = await rawRequest(system.baseUrl, {
        method: 'POST',
        target: `${APPOINTMENTS_PATH}/book`,
        headers: { 'content-type': 'application/json', cookie: patient.client.cookie ?? '' },
        body,
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(jsonOf(response)).toMatchObject({ status: 'error', message: expect.stringMatching(/\S/) });
    });

    it('should leave no appointment behind any refusal', async () => {
      expect(await patientsList(patient)).toEqual([]);
      expect(await doctorsList(doctor)).toEqual([]);
      const accepted = await bookAppointment(patient.client, valid());
      expect(accepted.status).toBe(201);
      expect(await patientsList(patient)).toHaveLength(1);
    });
  });
});
