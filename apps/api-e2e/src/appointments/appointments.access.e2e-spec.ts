import { randomUUID } from 'node:crypto';

import {
  type AppointmentDetail,
  type DoctorNoteResponse,
  type DoctorNotesResponse,
} from '@vitalsync/contracts';
import {
  APPOINTMENTS_PATH,
  ApiClient,
  type ApiResponse,
  FAR_FUTURE_MONDAY,
  type Participant,
  RUN_MODES,
  type SystemUnderTest,
  at,
  bookAppointment,
  bookedAppointment,
  changeAppointment,
  prescribeAppointment,
  readAppointment,
  signedInParticipants,
  startSystem,
} from '@vitalsync/testing';

const NOT_FOUND = {
  status: 'error',
  code: 'appointment.not_found',
  message: 'This appointment does not exist.',
};
const NOTE_TEXT = 'Private: follow up on the murmur.';
const PRESCRIPTION = { medicines: [{ name: 'Rest', dosage: '-', duration: '2 days' }], instructions: '' };

describe.each(RUN_MODES)('appointments access (%s mode)', (mode) => {
  let system: SystemUnderTest;
  /** The patient who booked. */
  let owner: Participant;
  /** The doctor the appointments are with. */
  let doctor: Participant;
  let otherPatient: Participant;
  let otherDoctor: Participant;
  let anonymous: ApiClient;
  /** Stays scheduled. */
  let scheduled: AppointmentDetail;
  /** Started by its doctor: may be completed and prescribed. */
  let inProgress: AppointmentDetail;

  /** The appointment as its doctor reads it now. */
  const read = async (appointment: AppointmentDetail): Promise<AppointmentDetail> => {
    const response = await readAppointment(doctor.client, appointment._id);
    expect(response.status).toBe(200);
    return response.body.appointment;
  };

  /** Sends the request as another patient and as another doctor: each must hear the appointment does not exist. */
  const expectNotFoundForOutsiders = async (send: (client: ApiClient) => Promise<ApiResponse>) => {
    for (const [who, outsider] of [
      ['another patient', otherPatient],
      ['another doctor', otherDoctor],
    ] as const) {
      const response = await send(outsider.client);
      expect({ who, status: response.status, body: response.body }).toEqual({
        who,
        status: 404,
        body: NOT_FOUND,
      });
    }
  };

  beforeAll(async () => {
    system = await startSystem(mode);
    [owner, doctor, otherPatient, otherDoctor] = await signedInParticipants(system.baseUrl, [
      'user',
      'doctor',
      'user',
      'doctor',
    ] as const);
    anonymous = new ApiClient(system.baseUrl);
    scheduled = await bookedAppointment(owner, doctor, at(FAR_FUTURE_MONDAY, '10:00'));
    inProgress = await bookedAppointment(owner, doctor, at(FAR_FUTURE_MONDAY, '11:00'));
    expect((await changeAppointment(doctor.client, 'start', inProgress._id)).status).toBe(200);
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('should refuse every appointment route to a caller without a session', async () => {
    const id = scheduled._id;
    const routes: Array<[string, string, unknown]> = [
      ['POST', 'book', { doctorId: doctor.id, dateTime: at(FAR_FUTURE_MONDAY, '12:00'), type: 'chat' }],
      ['GET', `slots?doctorId=${doctor.id}&date=${FAR_FUTURE_MONDAY}`, undefined],
      ['GET', 'doctor', undefined],
      ['GET', 'user', undefined],
      ['GET', 'user/scheduled', undefined],
      ['GET', 'available-doctors', undefined],
      ['GET', 'consulted-patients', undefined],
      ['GET', 'consulted-doctors', undefined],
      ['GET', `appointment?id=${id}`, undefined],
      ['PUT', `start?id=${id}`, undefined],
      ['PUT', `complete?id=${id}`, undefined],
      ['PUT', `cancel?id=${id}`, undefined],
      ['PUT', `prescription?id=${id}`, PRESCRIPTION],
      ['GET', `notes?patientId=${owner.id}`, undefined],
      ['POST', 'notes', { patientId: owner.id, text: 'x' }],
    ];
    for (const [method, path, json] of routes) {
      const response = await anonymous.request(method, `${APPOINTMENTS_PATH}/${path}`, { json });
      expect({ route: `${method} ${path}`, status: response.status, body: response.body }).toEqual({
        route: `${method} ${path}`,
        status: 401,
        body: { status: 'error', code: 'session.required', message: 'Please Login First!' },
      });
    }
    expect((await read(scheduled)).status).toBe('scheduled');
  });

  it('should let both participants read the appointment, and answer anyone else as if it did not exist', async () => {
    for (const participant of [owner, doctor]) {
      const response = await readAppointment(participant.client, scheduled._id);
      expect(response.status).toBe(200);
      expect(response.body.appointment._id).toBe(scheduled._id);
    }
    for (const id of [randomUUID(), 'not-a-uuid', `${scheduled._id}' or '1'='1`]) {
      const unknown = await readAppointment(owner.client, id);
      expect({ id, status: unknown.status, body: unknown.body }).toEqual({
        id,
        status: 404,
        body: NOT_FOUND,
      });
    }
    await expectNotFoundForOutsiders((client) => readAppointment(client, scheduled._id));
  });

  it('should refuse to start an appointment to its patient and to anyone outside it', async () => {
    const byPatient = await changeAppointment(owner.client, 'start', scheduled._id);
    expect(byPatient.status).toBe(403);
    expect(byPatient.body['message']).toEqual(expect.any(String));
    await expectNotFoundForOutsiders((client) => changeAppointment(client, 'start', scheduled._id));
    expect((await read(scheduled)).status).toBe('scheduled');
  });

  it('should refuse to complete an appointment to its patient and to anyone outside it', async () => {
    expect((await changeAppointment(owner.client, 'complete', inProgress._id)).status).toBe(403);
    await expectNotFoundForOutsiders((client) => changeAppointment(client, 'complete', inProgress._id));
    expect((await read(inProgress)).status).toBe('in-progress');
  });

  it('should refuse to cancel an appointment to anyone outside it', async () => {
    await expectNotFoundForOutsiders((client) =>
      changeAppointment(client, 'cancel', scheduled._id, {
        json: { withCredentials: true },
      }),
    );
    expect((await read(scheduled)).status).toBe('scheduled');
  });

  it('should refuse a prescription from the patient and from anyone outside the appointment', async () => {
    expect((await prescribeAppointment(owner.client, inProgress._id, PRESCRIPTION)).status).toBe(403);
    await expectNotFoundForOutsiders((client) => prescribeAppointment(client, inProgress._id, PRESCRIPTION));
    expect((await read(inProgress)).prescription).toBeNull();
  });

  it('should refuse a booking from a doctor, and a booking with a patient as the doctor', async () => {
    const byDoctor = await bookAppointment(otherDoctor.client, {
      doctorId: doctor.id,
      dateTime: at(FAR_FUTURE_MONDAY, '14:00'),
      type: 'chat',
    });
    expect({ status: byDoctor.status, body: byDoctor.body }).toEqual({
      status: 403,
      body: { status: 'error', code: 'forbidden', message: 'Only patients can book appointments.' },
    });
    const withPatient = await bookAppointment(owner.client, {
      doctorId: otherPatient.id,
      dateTime: at(FAR_FUTURE_MONDAY, '14:00'),
      type: 'chat',
    });
    expect({ status: withPatient.status, body: withPatient.body }).toEqual({
      status: 404,
      body: { status: 'error', code: 'appointment.unknown_doctor', message: 'This doctor does not exist.' },
    });
  });

  it('should keep notes between the doctor and their own records: never the patient, never another doctor', async () => {
    const added = await doctor.client.post<DoctorNoteResponse>(`${APPOINTMENTS_PATH}/notes`, {
      json: { patientId: owner.id, text: NOTE_TEXT },
    });
    expect(added.status).toBe(201);
    expect(added.body).toEqual({
      status: 'success',
      message: 'Note saved.',
      note: { _id: expect.any(String), patientId: owner.id, text: NOTE_TEXT, createdAt: expect.any(String) },
    });
    const listed = await doctor.client.get<DoctorNotesResponse>(
      `${APPOINTMENTS_PATH}/notes?patientId=${owner.id}`,
    );
    expect(listed.body.notes.map((note) => note.text)).toEqual([NOTE_TEXT]);

    const refusals: Array<[string, ApiResponse, number, string]> = [
      [
        'another doctor reading',
        await otherDoctor.client.get(`${APPOINTMENTS_PATH}/notes?patientId=${owner.id}`),
        403,
        'You can only see patients you have consulted.',
      ],
      [
        'another doctor writing',
        await otherDoctor.client.post(`${APPOINTMENTS_PATH}/notes`, {
          json: { patientId: owner.id, text: 'x' },
        }),
        403,
        'You can only see patients you have consulted.',
      ],
      [
        'the patient reading',
        await owner.client.get(`${APPOINTMENTS_PATH}/notes?patientId=${owner.id}`),
        403,
        'Only doctors can do this.',
      ],
      [
        'the patient writing',
        await owner.client.post(`${APPOINTMENTS_PATH}/notes`, { json: { patientId: owner.id, text: 'x' } }),
        403,
        'Only doctors can do this.',
      ],
      [
        'another patient reading',
        await otherPatient.client.get(`${APPOINTMENTS_PATH}/notes?patientId=${owner.id}`),
        403,
        'Only doctors can do this.',
      ],
    ];
    for (const [who, response, status, message] of refusals) {
      expect({ who, status: response.status, body: response.body }).toEqual({
        who,
        status,
        body: { status: 'error', code: expect.any(String), message },
      });
    }
    const everything = [otherDoctor, owner, otherPatient].flatMap((p) => p.client.received).join('\n');
    expect(everything).not.toContain(NOTE_TEXT);
    const stillOne = await doctor.client.get<DoctorNotesResponse>(
      `${APPOINTMENTS_PATH}/notes?patientId=${owner.id}`,
    );
    expect(stillOne.body.notes).toHaveLength(1);
  });

  it('should show nobody else the appointments in their lists', async () => {
    const ids = [scheduled._id, inProgress._id];
    const answers = [
      await otherPatient.client.get(`${APPOINTMENTS_PATH}/user`),
      await otherPatient.client.get(`${APPOINTMENTS_PATH}/user/scheduled`),
      await otherPatient.client.get(`${APPOINTMENTS_PATH}/consulted-doctors`),
      await otherPatient.client.get(`${APPOINTMENTS_PATH}/doctor`),
      await otherPatient.client.get(`${APPOINTMENTS_PATH}/consulted-patients`),
      await otherDoctor.client.get(`${APPOINTMENTS_PATH}/doctor`),
      await otherDoctor.client.get(`${APPOINTMENTS_PATH}/consulted-patients`),
      await otherDoctor.client.get(`${APPOINTMENTS_PATH}/user`),
      await otherDoctor.client.get(`${APPOINTMENTS_PATH}/consulted-doctors`),
    ];
    for (const answer of answers) {
      // Either refused for the role, or an answer about the caller alone, who has no appointment.
      expect([200, 403]).toContain(answer.status);
      for (const id of [...ids, owner.id, doctor.id]) expect(answer.raw).not.toContain(id);
    }
    const doctorsOwn = await doctor.client.get(`${APPOINTMENTS_PATH}/doctor`);
    for (const id of ids) expect(doctorsOwn.raw).toContain(id);
  });
});
