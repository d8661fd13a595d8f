import {
  type DoctorProfile,
  type EmailSettingsResponse,
  MAIL_MESSAGES,
  type ProfileResponse,
  type WeeklyHours,
} from '@vitalsync/contracts';
import {
  ApiClient,
  EMERGENCY_HEART_RATE,
  FAR_FUTURE_MONDAY,
  type Participant,
  RUN_MODES,
  type ReceivedMail,
  type SmtpTestServer,
  type SystemUnderTest,
  at,
  bookAppointment,
  changeAppointment,
  editableDoctorProfile,
  savedHealth,
  signedInParticipants,
  startSmtpTestServer,
  startSystem,
} from '@vitalsync/testing';

const SETTINGS_PATH = '/api/dashboard/settings/email';
/** Words of a booking's reason that must never leave in an e-mail. */
const REASON = 'Recurring chest pain after my divorce';
const EMERGENCY_SENTENCE = 'One of your patients has a new health alert. Sign in to VitalSync to see it.';
// 08:00 UTC on that Monday is 09:00 in Paris (winter time), inside the doctor's hours.
const PARIS_MORNINGS: WeeklyHours = {
  timeZone: 'Europe/Paris',
  hours: [{ day: 1, from: '08:00', to: '12:00' }],
};

describe.each(RUN_MODES)('e-mails that arrive (%s mode)', (mode) => {
  let smtp: SmtpTestServer;
  let system: SystemUnderTest;

  beforeAll(async () => {
    // Down at first: the first test brings it up once its e-mails are queued.
    smtp = await startSmtpTestServer({ listening: false });
    system = await startSystem(mode, {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'VitalSync <no-reply@vitalsync.test>',
      MAIL_RETRY_BASE_MS: '100',
      MAIL_RETRY_MAX_MS: '500',
    });
  });

  afterAll(async () => {
    await system?.stop();
    await smtp?.down();
  });

  const emailOf = (participant: Participant) => participant.account.email.toLowerCase();
  const mailsTo = (participant: Participant, mails: readonly ReceivedMail[] = smtp.mails) =>
    mails.filter((mail) => mail.to.includes(emailOf(participant)));
  /** Waits (event-driven) until the participant's inbox holds `count` e-mails matching `kind`. */
  const inboxOf = async (participant: Participant, subjectStart: string, count = 1) => {
    for (let seen = smtp.mails.length + 1; ; seen += 1) {
      const matching = mailsTo(participant).filter((mail) => mail.subject.startsWith(subjectStart));
      if (matching.length >= count) return matching;
      await smtp.waitForMails(seen);
    }
  };

  /** Resolves once the process running auth-svc has printed a line matching `pattern` (event-driven). */
  const authPrinted = (pattern: RegExp): Promise<void> => {
    const auth = system.embedded?.process ?? system.distributed?.services.auth;
    if (!auth) throw new Error('no auth-svc process');
    return new Promise((resolve) => {
      const check = () => {
        if (!pattern.test(auth.output())) return;
        auth.child.stdout?.off('data', check);
        auth.child.stderr?.off('data', check);
        resolve();
      };
      auth.child.stdout?.on('data', check);
      auth.child.stderr?.on('data', check);
      check();
    });
  };

  const saveWeeklyHours = async (doctor: Participant): Promise<void> => {
    const { body } = await doctor.client.get<ProfileResponse>('/api/dashboard/profile');
    const saved = await doctor.client.post('/api/dashboard/profile', {
      json: editableDoctorProfile(body.profile as DoctorProfile, PARIS_MORNINGS),
    });
    expect(saved.status).toBe(200);
  };

  const book = async (patient: Participant, doctor: Participant, time: string) => {
    const booked = await bookAppointment<{ appointment: { _id: string } }>(patient.client, {
      doctorId: doctor.id,
      dateTime: at(FAR_FUTURE_MONDAY, time),
      type: 'video',
      reason: REASON,
    });
    expect(booked.status).toBe(201);
    return booked.body.appointment._id;
  };

  it('should answer a booking at once while SMTP is down, then deliver each e-mail once when it is up', async () => {
    const [doctor, patient] = await signedInParticipants(system.baseUrl, ['doctor', 'user'] as const);
    await saveWeeklyHours(doctor);

    const failed = authPrinted(/E-mail \S+ \(booked\) not sent, attempt 1/);
    await book(patient, doctor, '08:00');
    // The sender tried and failed while nothing listened: a warn line naming the row, never an address.
    await failed;
    const auth = system.embedded?.process ?? system.distributed?.services.auth;
    expect(auth?.output()).not.toContain(emailOf(patient));
    expect(auth?.output()).not.toContain(emailOf(doctor));
    await smtp.up();

    const [toPatient] = await inboxOf(patient, 'Appointment booked');
    const [toDoctor] = await inboxOf(doctor, 'Appointment booked');
    expect(toPatient).toMatchObject({
      from: 'no-reply@vitalsync.test',
      subject: `Appointment booked with Dr ${doctor.fullName}`,
      text: expect.stringContaining('Monday 2 March 2099 at 08:00 UTC'),
    });
    expect(toDoctor).toMatchObject({
      subject: `Appointment booked with ${patient.fullName}`,
      text: expect.stringContaining('Monday 2 March 2099 at 09:00 (Europe/Paris time)'),
    });
    for (const mail of [toPatient, toDoctor]) {
      expect(mail?.raw).not.toContain(REASON);
      expect(mail?.raw).not.toContain('chest');
    }
    // A later booking's e-mails arrive after any resend of the first would have: still one each.
    const [other] = await signedInParticipants(system.baseUrl, ['user'] as const);
    await book(other, doctor, '09:00');
    await inboxOf(other, 'Appointment booked');
    expect(mailsTo(patient)).toHaveLength(1);
  });

  it('should tell both participants of a cancellation', async () => {
    const [doctor, patient] = await signedInParticipants(system.baseUrl, ['doctor', 'user'] as const);
    const appointmentId = await book(patient, doctor, '10:00');

    const cancelled = await changeAppointment(doctor.client, 'cancel', appointmentId);
    expect(cancelled.status).toBe(200);

    const [toPatient] = await inboxOf(patient, 'Appointment cancelled');
    const [toDoctor] = await inboxOf(doctor, 'Appointment cancelled');
    expect(toPatient?.text).toContain(`Your appointment with Dr ${doctor.fullName} on Monday 2 March 2099`);
    expect(toDoctor?.subject).toBe(`Appointment cancelled with ${patient.fullName}`);
    expect(toDoctor?.raw).not.toContain(REASON);
  });

  it('should send the emergency sentence to the consulting doctor, nothing of the patient’s health', async () => {
    const [doctor, patient] = await signedInParticipants(system.baseUrl, ['doctor', 'user'] as const);
    await book(patient, doctor, '11:00');

    await savedHealth(patient.client, { heartRate: EMERGENCY_HEART_RATE });

    const [alert] = await inboxOf(doctor, 'A patient of yours has a new health alert');
    expect(alert?.text).toContain(EMERGENCY_SENTENCE);
    expect(alert?.raw).not.toContain(patient.fullName);
    // As a number of its own: the random hex of an address or message id may hold the same digits.
    expect(alert?.raw).not.toMatch(new RegExp(`\\b${EMERGENCY_HEART_RATE}\\b`));
    expect(mailsTo(patient).filter((mail) => mail.subject.includes('health alert'))).toEqual([]);
  });

  it('should not send what a person switched off', async () => {
    const [doctor, patient] = await signedInParticipants(system.baseUrl, ['doctor', 'user'] as const);
    const off = await patient.client.request<EmailSettingsResponse>('PUT', SETTINGS_PATH, {
      json: { booked: false },
    });
    expect(off.status).toBe(200);

    const appointmentId = await book(patient, doctor, '12:00');
    await inboxOf(doctor, 'Appointment booked');
    await changeAppointment(patient.client, 'cancel', appointmentId);
    // The patient still gets the cancellation (on), which comes after the booking's e-mails.
    await inboxOf(patient, 'Appointment cancelled');

    expect(mailsTo(patient).map((mail) => mail.subject)).toEqual([
      `Appointment cancelled with Dr ${doctor.fullName}`,
    ]);
  });

  it('should let each person read and change only their own switches', async () => {
    const [doctor, patient, otherPatient] = await signedInParticipants(system.baseUrl, [
      'doctor',
      'user',
      'user',
    ] as const);

    const initial = await patient.client.get<EmailSettingsResponse>(SETTINGS_PATH);
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({
      status: 'success',
      settings: { booked: true, cancelled: true, reminder: true },
      sending: true,
    });
    const doctors = await doctor.client.get<EmailSettingsResponse>(SETTINGS_PATH);
    expect(doctors.body.settings).toEqual({ booked: true, cancelled: true, reminder: true, emergency: true });

    const saved = await doctor.client.request<EmailSettingsResponse>('PUT', SETTINGS_PATH, {
      json: { emergency: false, reminder: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual({ booked: true, cancelled: true, reminder: false, emergency: false });
    await patient.client.request('PUT', SETTINGS_PATH, { json: { cancelled: false } });

    // A body naming someone else changes the caller's own switches only (unknown fields are refused).
    const smuggled = await otherPatient.client.request('PUT', SETTINGS_PATH, {
      json: { booked: false, actor: { id: patient.id, role: 'user' } },
    });
    expect(smuggled.status).toBe(400);
    expect((await doctor.client.get<EmailSettingsResponse>(SETTINGS_PATH)).body.settings.emergency).toBe(
      false,
    );
    expect((await patient.client.get<EmailSettingsResponse>(SETTINGS_PATH)).body.settings).toEqual({
      booked: true,
      cancelled: false,
      reminder: true,
    });
    expect((await otherPatient.client.get<EmailSettingsResponse>(SETTINGS_PATH)).body.settings).toEqual({
      booked: true,
      cancelled: true,
      reminder: true,
    });
  });

  it('should refuse a caller without a session with 401', async () => {
    const anonymous = new ApiClient(system.baseUrl);

    expect((await anonymous.get(SETTINGS_PATH)).status).toBe(401);
    expect((await anonymous.request('PUT', SETTINGS_PATH, { json: { booked: false } })).status).toBe(401);
  });

  it('should refuse wrong switches with 400 naming the field, and change nothing', async () => {
    const [doctor, patient] = await signedInParticipants(system.baseUrl, ['doctor', 'user'] as const);

    const notBoolean = await doctor.client.request('PUT', SETTINGS_PATH, { json: { booked: 'no' } });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body).toMatchObject({
      status: 'error',
      errors: { booked: 'booked must be true or false' },
    });

    const empty = await doctor.client.request('PUT', SETTINGS_PATH, { json: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ status: 'error', message: MAIL_MESSAGES.nothingToChange });

    const patientsEmergency = await patient.client.request('PUT', SETTINGS_PATH, {
      json: { emergency: false },
    });
    expect(patientsEmergency.status).toBe(400);
    expect(patientsEmergency.body).toMatchObject({
      status: 'error',
      errors: { emergency: MAIL_MESSAGES.emergencyDoctorsOnly },
    });

    expect((await doctor.client.get<EmailSettingsResponse>(SETTINGS_PATH)).body.settings.booked).toBe(true);
  });
});
