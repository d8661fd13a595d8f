import {
  type AppointmentResponse,
  type AvailableDoctorsResponse,
  type BookAppointmentResponse,
  type ConsultedDoctorsResponse,
  type ConsultedPatientsResponse,
  type DoctorAppointmentsResponse,
  type DoctorProfile,
  type ProfileResponse,
  type SlotsResponse,
  type UserAppointmentsResponse,
  type WeeklyHours,
} from '@vitalsync/contracts';
import {
  APPOINTMENTS_PATH,
  FAR_FUTURE_MONDAY,
  type Participant,
  RUN_MODES,
  type SystemUnderTest,
  at,
  bookAppointment,
  bookedAppointment,
  changeAppointment,
  editableDoctorProfile,
  prescribeAppointment,
  readAppointment,
  signedInParticipants,
  startSystem,
} from '@vitalsync/testing';

/** Monday 09:00–11:00 in Paris: 08:00–10:00 UTC in March (summer time starts on the last Sunday). */
const MONDAY_MORNINGS: WeeklyHours = {
  timeZone: 'Europe/Paris',
  hours: [{ day: 1, from: '09:00', to: '11:00' }],
};

const PRESCRIPTION = {
  medicines: [{ name: 'Ibuprofen', dosage: '200 mg', duration: '5 days' }],
  instructions: 'After meals.',
};

describe.each(RUN_MODES)('appointments (%s mode)', (mode) => {
  let system: SystemUnderTest;

  beforeAll(async () => {
    system = await startSystem(mode);
  });

  afterAll(async () => {
    await system?.stop();
  });

  const participants = async (): Promise<{ doctor: Participant; patient: Participant }> => {
    const [doctor, patient] = await signedInParticipants(system.baseUrl, ['doctor', 'user'] as const);
    return { doctor, patient };
  };

  const saveWeeklyHours = async (doctor: Participant, weeklyHours: WeeklyHours | null): Promise<void> => {
    const { body } = await doctor.client.get<ProfileResponse>('/api/dashboard/profile');
    const saved = await doctor.client.post('/api/dashboard/profile', {
      json: editableDoctorProfile(body.profile as DoctorProfile, weeklyHours),
    });
    expect(saved.status).toBe(200);
  };

  const slotsOf = (patient: Participant, doctor: Participant, date: string, timeZone?: string) =>
    patient.client.get<SlotsResponse>(
      `${APPOINTMENTS_PATH}/slots?doctorId=${doctor.id}&date=${date}${timeZone ? `&timeZone=${encodeURIComponent(timeZone)}` : ''}`,
    );

  it('books, lists for both sides, starts, completes and prescribes; the patient reads the prescription', async () => {
    const { doctor, patient } = await participants();
    const dateTime = at(FAR_FUTURE_MONDAY, '10:00');

    const booked = await bookAppointment<BookAppointmentResponse>(patient.client, {
      doctorId: doctor.id,
      dateTime,
      type: 'video-call',
      reason: 'Short of breath when running',
    });
    expect(booked.status).toBe(201);
    const appointment = booked.body.appointment;
    expect(booked.body).toEqual({
      status: 'success',
      message: 'Appointment booked successfully!',
      appointment: {
        _id: expect.any(String),
        dateTime,
        status: 'scheduled',
        type: 'video-call',
        reason: 'Short of breath when running',
        prescription: null,
        user: { fullName: patient.fullName, userId: patient.id },
        doctor: { fullName: doctor.fullName, doctorId: doctor.id },
      },
    });

    const forDoctor = await doctor.client.get<DoctorAppointmentsResponse>(`${APPOINTMENTS_PATH}/doctor`);
    expect(forDoctor.status).toBe(200);
    expect(forDoctor.body).toEqual({
      status: 'success',
      appointments: [
        {
          _id: appointment._id,
          dateTime,
          status: 'scheduled',
          type: 'video-call',
          reason: 'Short of breath when running',
          prescription: null,
          user: { fullName: patient.fullName, userId: patient.id },
        },
      ],
    });

    const expectedForUser = {
      _id: appointment._id,
      dateTime,
      status: 'scheduled',
      type: 'video-call',
      reason: 'Short of breath when running',
      prescription: null,
      doctor: { fullName: doctor.fullName, doctorId: doctor.id },
    };
    for (const path of ['user', 'user/scheduled']) {
      const forUser = await patient.client.get<UserAppointmentsResponse>(`${APPOINTMENTS_PATH}/${path}`);
      expect(forUser.status).toBe(200);
      expect(forUser.body).toEqual({ status: 'success', appointments: [expectedForUser] });
    }

    const patients = await doctor.client.get<ConsultedPatientsResponse>(
      `${APPOINTMENTS_PATH}/consulted-patients`,
    );
    expect(patients.status).toBe(200);
    expect(patients.body.status).toBe('success');
    expect(patients.body.consultedPatients).toHaveLength(1);
    const [consulted] = patients.body.consultedPatients;
    // Booked ahead: the patient counts as consulted, but no consultation has happened yet to date the entry by.
    expect(consulted?.dateTime).toBeNull();
    expect(Object.keys(consulted?.user ?? {}).sort()).toEqual([
      'emergency_contact',
      'health_info',
      'id',
      'personal_info',
      'profilePicture',
    ]);
    expect(consulted?.user).toMatchObject({
      id: patient.id,
      profilePicture: null,
      personal_info: { fullName: patient.fullName, email: patient.account.email },
      health_info: { weight: 68, heartRate: 72, bloodGroup: 'O+' },
      emergency_contact: { emergencyContactName: 'Charles Babbage' },
    });

    const doctors = await patient.client.get<ConsultedDoctorsResponse>(
      `${APPOINTMENTS_PATH}/consulted-doctors`,
    );
    expect(doctors.status).toBe(200);
    expect(doctors.body.consultedDoctors).toHaveLength(1);
    const [consultedDoctor] = doctors.body.consultedDoctors;
    expect(consultedDoctor?.dateTime).toBeNull();
    expect(Object.keys(consultedDoctor?.doctor ?? {}).sort()).toEqual([
      'id',
      'personal_info',
      'professional_info',
      'profilePicture',
    ]);
    expect(consultedDoctor?.doctor).toMatchObject({
      id: doctor.id,
      personal_info: { fullName: doctor.fullName },
      professional_info: { speciality: 'Cardiology', yearsOfExperience: 12 },
    });

    const started = await changeAppointment<AppointmentResponse>(doctor.client, 'start', appointment._id);
    expect(started.status).toBe(200);
    expect(started.body.appointment.status).toBe('in-progress');
    const scheduled = await patient.client.get<UserAppointmentsResponse>(
      `${APPOINTMENTS_PATH}/user/scheduled`,
    );
    expect(scheduled.body.appointments).toEqual([]);

    const completed = await changeAppointment<AppointmentResponse>(
      doctor.client,
      'complete',
      appointment._id,
    );
    expect(completed.status).toBe(200);
    expect(completed.body.appointment.status).toBe('completed');

    const prescribed = await prescribeAppointment(doctor.client, appointment._id, PRESCRIPTION);
    expect(prescribed.status).toBe(200);
    expect(prescribed.body.appointment.prescription).toEqual(PRESCRIPTION);

    const read = await readAppointment(patient.client, appointment._id);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      status: 'success',
      appointment: {
        ...booked.body.appointment,
        status: 'completed',
        prescription: PRESCRIPTION,
      },
    });
    const history = await patient.client.get<UserAppointmentsResponse>(`${APPOINTMENTS_PATH}/user`);
    expect(history.body.appointments).toEqual([
      { ...expectedForUser, status: 'completed', prescription: PRESCRIPTION },
    ]);
  });

  it.each([
    ['no body', {}],
    ['an empty body labelled JSON', { headers: { 'content-type': 'application/json' } }],
    ['an empty JSON object', { json: {} }],
    ['the client options {"withCredentials":true}', { json: { withCredentials: true } }],
    ['the fetch options {"credentials":"include"}', { json: { credentials: 'include' } }],
  ])(
    'cancels with the session cookie alone, whatever the client sends as body (%s)',
    async (_case, options) => {
      const { doctor, patient } = await participants();
      const first = await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '10:00'));
      const second = await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '11:00'));

      for (const [canceller, appointment] of [
        [patient, first],
        [doctor, second],
      ] as const) {
        const cancelled = await changeAppointment<AppointmentResponse>(
          canceller.client,
          'cancel',
          appointment._id,
          options,
        );
        expect({ by: canceller.role, status: cancelled.status }).toEqual({ by: canceller.role, status: 200 });
        expect(cancelled.body.appointment).toMatchObject({ _id: appointment._id, status: 'cancelled' });
      }

      const scheduled = await patient.client.get<UserAppointmentsResponse>(
        `${APPOINTMENTS_PATH}/user/scheduled`,
      );
      expect(scheduled.body.appointments).toEqual([]);
      // A cancelled appointment frees its time.
      await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '10:00'));
    },
  );

  it('starts and completes with the session cookie alone, whatever the client sends as body', async () => {
    const { doctor, patient } = await participants();
    const appointment = await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '10:00'));
    const started = await changeAppointment(doctor.client, 'start', appointment._id, {
      headers: { 'content-type': 'application/json' },
    });
    expect(started.status).toBe(200);
    const completed = await changeAppointment<AppointmentResponse>(
      doctor.client,
      'complete',
      appointment._id,
      {
        json: { withCredentials: true },
      },
    );
    expect(completed.status).toBe(200);
    expect(completed.body.appointment.status).toBe('completed');
  });

  it('lists the doctors with their weekly hours for the booking form', async () => {
    const { doctor, patient } = await participants();
    await saveWeeklyHours(doctor, MONDAY_MORNINGS);
    const listed = await patient.client.get<AvailableDoctorsResponse>(
      `${APPOINTMENTS_PATH}/available-doctors`,
    );
    expect(listed.status).toBe(200);
    expect(listed.body.status).toBe('success');
    expect(listed.body.doctors.find((candidate) => candidate._id === doctor.id)).toEqual({
      _id: doctor.id,
      profilePicture: null,
      fullName: doctor.fullName,
      speciality: 'Cardiology',
      yearsOfExperience: 12,
      availabilitySchedule: 'Mon-Fri 9:00-17:00',
      weeklyHours: MONDAY_MORNINGS,
    });
    expect(listed.raw).not.toMatch(/email|phoneNumber|licen[cs]e/i);
  });

  it('offers the free slots of the weekly hours, drops a booked one, and refuses a time outside them', async () => {
    const { doctor, patient } = await participants();
    await saveWeeklyHours(doctor, MONDAY_MORNINGS);
    const morning = ['08:00', '08:30', '09:00', '09:30'].map((time) => at(FAR_FUTURE_MONDAY, time));

    const before = await slotsOf(patient, doctor, FAR_FUTURE_MONDAY, 'Europe/Paris');
    expect(before.status).toBe(200);
    expect(before.body).toEqual({ status: 'success', hoursSet: true, slots: morning });

    await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '08:30'));
    const after = await slotsOf(patient, doctor, FAR_FUTURE_MONDAY, 'Europe/Paris');
    expect(after.body.slots).toEqual(morning.filter((slot) => slot !== at(FAR_FUTURE_MONDAY, '08:30')));

    const tuesday = await slotsOf(patient, doctor, '2099-03-03', 'Europe/Paris');
    expect(tuesday.body).toEqual({ status: 'success', hoursSet: true, slots: [] });

    for (const outside of [
      at(FAR_FUTURE_MONDAY, '08:15'),
      at(FAR_FUTURE_MONDAY, '12:00'),
      at('2099-03-03', '08:00'),
    ]) {
      const refused = await bookAppointment(patient.client, {
        doctorId: doctor.id,
        dateTime: outside,
        type: 'chat',
      });
      expect({ outside, status: refused.status, message: refused.body['message'] }).toEqual({
        outside,
        status: 400,
        message: 'The doctor does not see patients at that time. Please pick one of the free slots.',
      });
    }
  });

  it('offers the slot of a completed consultation again, not that of one in progress', async () => {
    const { doctor, patient } = await participants();
    await saveWeeklyHours(doctor, MONDAY_MORNINGS);
    const [completed, inProgress] = await Promise.all(
      ['08:30', '09:00'].map((time) => bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, time))),
    );
    for (const appointment of [completed, inProgress]) {
      expect((await changeAppointment(doctor.client, 'start', appointment._id)).status).toBe(200);
    }
    expect((await changeAppointment(doctor.client, 'complete', completed._id)).status).toBe(200);

    const slots = await slotsOf(patient, doctor, FAR_FUTURE_MONDAY, 'Europe/Paris');
    expect(slots.body.slots).toEqual(['08:00', '08:30', '09:30'].map((time) => at(FAR_FUTURE_MONDAY, time)));
  });

  it('reads the day in the viewer time zone, UTC when none is given', async () => {
    const { doctor, patient } = await participants();
    await saveWeeklyHours(doctor, { timeZone: 'UTC', hours: [{ day: 1, from: '23:00', to: '23:59' }] });
    const utc = await slotsOf(patient, doctor, FAR_FUTURE_MONDAY);
    expect(utc.body.slots).toEqual([at(FAR_FUTURE_MONDAY, '23:00')]);
    // 23:00 UTC on Monday is already Tuesday in Tokyo.
    const tokyoMonday = await slotsOf(patient, doctor, FAR_FUTURE_MONDAY, 'Asia/Tokyo');
    expect(tokyoMonday.body.slots).toEqual([]);
    const tokyoTuesday = await slotsOf(patient, doctor, '2099-03-03', 'Asia/Tokyo');
    expect(tokyoTuesday.body.slots).toEqual([at(FAR_FUTURE_MONDAY, '23:00')]);
  });

  it('lets a patient book any future time of a doctor without weekly hours', async () => {
    const { doctor, patient } = await participants();
    const slots = await slotsOf(patient, doctor, FAR_FUTURE_MONDAY);
    expect(slots.body).toEqual({ status: 'success', hoursSet: false, slots: [] });
    await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '03:17'));

    await saveWeeklyHours(doctor, MONDAY_MORNINGS);
    await saveWeeklyHours(doctor, null);
    expect((await slotsOf(patient, doctor, FAR_FUTURE_MONDAY)).body.hoursSet).toBe(false);
    await bookedAppointment(patient, doctor, at('2099-03-07', '22:45'));
  });

  it('refuses a slots query that is not one', async () => {
    const { doctor, patient } = await participants();
    for (const query of [
      `doctorId=not-a-uuid&date=${FAR_FUTURE_MONDAY}`,
      `doctorId=${doctor.id}&date=02/03/2099`,
      `doctorId=${doctor.id}&date=${FAR_FUTURE_MONDAY}&timeZone=Mars%2FOlympus`,
      `date=${FAR_FUTURE_MONDAY}`,
    ]) {
      const response = await patient.client.get(`${APPOINTMENTS_PATH}/slots?${query}`);
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
      expect(response.body['message']).toEqual(expect.any(String));
    }
  });
});
