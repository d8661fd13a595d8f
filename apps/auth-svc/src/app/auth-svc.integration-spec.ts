import { randomUUID } from 'node:crypto';

import { loadConfig } from '@vitalsync/config';
import {
  ACCOUNT_EVENTS,
  ACCOUNT_SUBJECTS,
  type Actor,
  type AiGenerated,
  AI_EVENTS,
  type Availability,
  type DoctorProfile,
  PROFILES_BATCH_MAX,
  type RpcPattern,
  type RpcReply,
  type RpcRequest,
  type SaveDoctorProfileRequest,
  type UserProfile,
  type WeeklyHours,
} from '@vitalsync/contracts';
import { createTestDatabaseLocation, describeEachEngine, type TestDatabaseLocation } from '@vitalsync/db';
import {
  editableDoctorProfile,
  editableUserProfile,
  PATIENT_HEALTH_FIELDS,
  type ServiceHarness,
  startServiceHarness,
  validSignupFields,
  waitFor,
} from '@vitalsync/testing';

import { AuthSvcConfig } from '../config/auth-svc.config';
import { AuthSvcModule } from './auth-svc.module';

const HOUR = 3_600_000;
const INVALID_LOGIN = { code: 'account.invalid_login', message: 'Invalid email, password or role.' };
/** Low, so the address cap is reachable here; the per-email limit keeps its default of 5. */
const MAX_FAILURES_PER_IP = 6;

type Role = Actor['role'];

/** The shared signup fixtures, with the values this suite's expectations name. */
const patientFields = (email: string): Record<string, string> => ({
  ...validSignupFields('user', email),
  'personal_info.gender': '',
});

const doctorFields = (email: string): Record<string, string> => ({
  ...validSignupFields('doctor', email),
  'personal_info.phoneNumber': '+44-7700-900124',
  'personal_info.dateOfBirth': '1975-01-02',
});

describeEachEngine('auth-svc on the in-process bus with %s', (engine) => {
  let location: TestDatabaseLocation;
  let harness: ServiceHarness;
  /** Every reply and error the service sent in this suite, for the leak check at the end. */
  const received: unknown[] = [];
  const licenceKeys: string[] = [];

  const sent = async <T>(reply: Promise<T>): Promise<T> => {
    try {
      const value = await reply;
      received.push(value);
      return value;
    } catch (error) {
      received.push(error);
      throw error;
    }
  };

  const call = <P extends RpcPattern>(pattern: P, payload: RpcRequest<P>): Promise<RpcReply<P>> =>
    sent(harness.bus.request(pattern, payload));

  /** Sends what a caller should never send (wrong shapes included) and returns the refusal. */
  const refusal = (pattern: RpcPattern, payload: unknown): Promise<unknown> =>
    sent(harness.bus.request(pattern, payload as RpcRequest<RpcPattern>)).then(
      (reply) => {
        throw new Error(`Expected ${pattern} to be refused, got ${JSON.stringify(reply)}`);
      },
      (error: unknown) => error,
    );

  const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const uniqueIp = () =>
    `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  const signUp = async (
    role: Role,
    email = uniqueEmail(role),
    files: Record<string, string> = {},
    changes: Record<string, string> = {},
  ) => {
    const licence =
      role === 'doctor' && !('licenseProof' in files) ? { licenseProof: `licence-${randomUUID()}.pdf` } : {};
    if (licence.licenseProof) licenceKeys.push(licence.licenseProof);
    const fields = { ...(role === 'doctor' ? doctorFields(email) : patientFields(email)), ...changes };
    const { accountId } = await call(ACCOUNT_SUBJECTS.signup, {
      role,
      fields,
      files: { ...licence, ...files },
    });
    return { accountId, email, role, password: 'secret12' };
  };

  const logIn = (account: { role: Role; email: string; password: string }, ip = uniqueIp()) =>
    call(ACCOUNT_SUBJECTS.login, {
      role: account.role,
      email: account.email,
      password: account.password,
      ip,
    });

  beforeAll(async () => {
    location = await createTestDatabaseLocation(engine);
    harness = await startServiceHarness({
      service: 'auth',
      module: AuthSvcModule,
      config: loadConfig(AuthSvcConfig, {
        DATA_DIR: location.dataDir,
        AUTH_DATABASE_URL: location.url,
        LOGIN_MAX_FAILURES_PER_IP: String(MAX_FAILURES_PER_IP),
      }),
      events: [ACCOUNT_EVENTS.sessionRevoked, ACCOUNT_EVENTS.profileUpdated],
    });
  });

  afterAll(async () => {
    await harness?.close();
    await location?.dispose();
  });

  it('signs up a patient, logs in and returns the profile in the spec shape', async () => {
    const picture = `${randomUUID()}.png`;
    const account = await signUp('user', uniqueEmail('Ada').toUpperCase(), { profilePicture: picture });
    expect(account.accountId).toMatch(/^[0-9a-f-]{36}$/);

    const before = Date.now();
    const grant = await logIn({ ...account, email: ` ${account.email.toLowerCase()} ` });
    const after = Date.now();

    expect(grant.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(grant.expiresAt).toBeGreaterThanOrEqual(before + 12 * HOUR);
    expect(grant.expiresAt).toBeLessThanOrEqual(after + 12 * HOUR);
    expect(grant.account).toEqual({ id: account.accountId, role: 'user' });
    const measured = {
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    };
    const expected: UserProfile = {
      _id: account.accountId,
      profilePicture: picture,
      personal_info: {
        fullName: 'Ada Lovelace',
        email: account.email.toLowerCase(),
        phoneNumber: '+44-7700-900123',
        dateOfBirth: '1985-06-15',
        gender: '',
      },
      health_info: {
        ...PATIENT_HEALTH_FIELDS,
        medicalHistory: [],
        weightHistory: [{ weight: 68, ...measured }],
        heartRateHistory: [{ heartRate: 72, ...measured }],
        heartRateLogs: [],
        ai_generated: null,
      },
      emergency_contact: {
        emergencyContactName: 'Charles Babbage',
        emergencyContactRelationship: 'Friend',
        emergencyContactPhone: '0123456789',
      },
    };
    expect(grant.profile).toStrictEqual(expected);
    await expect(call(ACCOUNT_SUBJECTS.getProfile, { actor: grant.account })).resolves.toStrictEqual(
      grant.profile,
    );
  });

  it('signs up a doctor whose profile never shows the licence proof', async () => {
    const licenseProof = `licence-${randomUUID()}.pdf`;
    licenceKeys.push(licenseProof);
    const account = await signUp('doctor', uniqueEmail('grace'), { licenseProof });

    const grant = await logIn(account);

    const expected: DoctorProfile = {
      _id: account.accountId,
      profilePicture: null,
      personal_info: {
        fullName: 'Grace Hopper',
        email: account.email,
        phoneNumber: '+44-7700-900124',
        dateOfBirth: '1975-01-02',
        gender: 'Female',
      },
      professional_info: {
        medicalRegistrationNumber: 'GMC-7654321',
        speciality: 'Cardiology',
        yearsOfExperience: 12,
        associatedHospital: 'St Thomas',
        qualifications: 'MBBS, MD',
      },
      availability: { availabilitySchedule: 'Mon-Fri 9:00-17:00', weeklyHours: null },
      optional: { biography: 'Cardiologist.' },
    };
    expect(grant.account).toEqual({ id: account.accountId, role: 'doctor' });
    expect(grant.profile).toStrictEqual(expected);
    await expect(call(ACCOUNT_SUBJECTS.getProfile, { actor: grant.account })).resolves.toStrictEqual(
      expected,
    );
  });

  it('refuses an invalid signup with 422 and every broken field, and stores nothing', async () => {
    const email = uniqueEmail('invalid');
    const fields = { ...patientFields(email), 'personal_info.fullName': ' ', 'health_info.weight': 'heavy' };

    await expect(
      refusal(ACCOUNT_SUBJECTS.signup, { role: 'user', fields, files: {} }),
    ).resolves.toStrictEqual({
      code: 'request.invalid_fields',
      message: 'Please correct the highlighted fields.',
      errors: {
        'personal_info.fullName': 'Full Name is Required',
        'health_info.weight': 'Weight must be a number from 1 to 500 kg',
      },
    });
    await expect(logIn({ role: 'user', email, password: 'secret12' })).rejects.toStrictEqual(INVALID_LOGIN);
  });

  it('refuses a doctor without a licence proof', async () => {
    await expect(
      refusal(ACCOUNT_SUBJECTS.signup, {
        role: 'doctor',
        fields: doctorFields(uniqueEmail('nolicence')),
        files: {},
      }),
    ).resolves.toStrictEqual({
      code: 'request.invalid_fields',
      message: 'Please correct the highlighted fields.',
      errors: { 'professional_info.licenseProof': 'License Proof is Required' },
    });
  });

  it('refuses a payload that is not a signup command with 400', async () => {
    await expect(refusal(ACCOUNT_SUBJECTS.signup, { role: 'admin', fields: {} })).resolves.toMatchObject({
      code: 'request.invalid',
    });
    await expect(
      refusal(ACCOUNT_SUBJECTS.signup, {
        role: 'user',
        fields: patientFields(uniqueEmail('x')),
        files: { profilePicture: '../etc/passwd' },
      }),
    ).resolves.toMatchObject({ code: 'request.invalid' });
  });

  it('refuses with a plain 400 every payload that breaks its DTO, before a handler sees it', async () => {
    const grant = await logIn(await signUp('user'));
    const profile = grant.profile as UserProfile;
    const notValid = { code: 'request.invalid', message: 'The request is not valid.' };

    const refusals = await Promise.all([
      refusal(ACCOUNT_SUBJECTS.getProfile, { actor: grant.account, extra: 'x' }),
      refusal(ACCOUNT_SUBJECTS.getProfile, { actor: { ...grant.account, role: 'admin' } }),
      refusal(ACCOUNT_SUBJECTS.getProfile, 'not an object'),
      refusal(ACCOUNT_SUBJECTS.saveProfile, {
        actor: grant.account,
        profile: { ...editableUserProfile(profile), health_info: profile.health_info },
      }),
      refusal(ACCOUNT_SUBJECTS.saveProfile, {
        actor: grant.account,
        profile: {
          ...editableUserProfile(profile),
          personal_info: { ...profile.personal_info, fullName: 7 },
        },
      }),
      refusal(ACCOUNT_SUBJECTS.login, { role: 'user', email: 'a@b.co', password: 'secret12' }),
      refusal(ACCOUNT_SUBJECTS.logout, { sessionId: grant.sessionId }),
      refusal(ACCOUNT_SUBJECTS.signup, { role: 'user', fields: patientFields(uniqueEmail('x')), files: 'x' }),
    ]);

    for (const refused of refusals) expect(refused).toStrictEqual(notValid);
  });

  it('refuses a second account for an email in the same role (409, any case), allows the other role', async () => {
    const email = uniqueEmail('twice');
    await signUp('user', email);

    await expect(
      refusal(ACCOUNT_SUBJECTS.signup, {
        role: 'user',
        fields: patientFields(email.toUpperCase()),
        files: {},
      }),
    ).resolves.toStrictEqual({
      code: 'account.email_taken',
      message: 'An account with this email already exists.',
    });
    await expect(signUp('doctor', email)).resolves.toMatchObject({ accountId: expect.any(String) });
  });

  it('lets only one of two concurrent signups for an email through: the other gets 409', async () => {
    const email = uniqueEmail('race');
    const attempt = () =>
      call(ACCOUNT_SUBJECTS.signup, {
        role: 'user',
        fields: patientFields(email),
        files: {},
      });

    const results = await Promise.allSettled([attempt(), attempt()]);

    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toEqual({
      status: 'rejected',
      reason: { code: 'account.email_taken', message: 'An account with this email already exists.' },
    });
  });

  it('answers a wrong email, a wrong password and a wrong role with the same 401', async () => {
    const { accountId: _id, ...account } = await signUp('user');

    const refusals = await Promise.all([
      refusal(ACCOUNT_SUBJECTS.login, { ...account, email: `nobody-${account.email}`, ip: uniqueIp() }),
      refusal(ACCOUNT_SUBJECTS.login, { ...account, password: 'wrong1', ip: uniqueIp() }),
      refusal(ACCOUNT_SUBJECTS.login, { ...account, role: 'doctor', ip: uniqueIp() }),
    ]);

    for (const refused of refusals) expect(refused).toStrictEqual(INVALID_LOGIN);
  });

  it('locks an email from one address after 5 failures, even for the right password, and only there', async () => {
    const email = uniqueEmail('victim');
    const victim = await signUp('user', email);
    const sameEmailOtherRole = await signUp('doctor', email);
    const bystander = await signUp('user');
    const ip = uniqueIp();

    for (let attempt = 1; attempt <= 5; attempt++) {
      await expect(logIn({ ...victim, password: 'wrong1' }, ip)).rejects.toStrictEqual(INVALID_LOGIN);
    }
    const locked = (await logIn(victim, ip).catch((error: unknown) => error)) as Record<string, unknown>;

    // Real clock here: the remaining time shrinks while the test runs (login-limiter.spec pins the lock length with a fake clock).
    expect(locked).toMatchObject({
      code: 'account.login_locked',
      message: expect.stringMatching(/^Too many failed attempts\. Try again in \d+ minutes?\.$/),
    });
    expect(locked['retryAfterSeconds']).toBeGreaterThan(0);
    expect(locked['retryAfterSeconds']).toBeLessThanOrEqual(15 * 60);
    await expect(logIn(bystander, ip)).resolves.toMatchObject({ account: { id: bystander.accountId } });
    await expect(logIn(sameEmailOtherRole, ip)).resolves.toMatchObject({
      account: { id: sameEmailOtherRole.accountId },
    });
    // A stranger's guesses do not lock the owner out of their own address.
    await expect(logIn(victim, uniqueIp())).resolves.toMatchObject({ account: { id: victim.accountId } });
  });

  it('caps the failures one address may make across emails', async () => {
    const account = await signUp('user');
    const ip = uniqueIp();

    for (let attempt = 1; attempt <= MAX_FAILURES_PER_IP; attempt++) {
      await expect(
        logIn({ role: 'user', email: uniqueEmail(`probe-${attempt}`), password: 'wrong1' }, ip),
      ).rejects.toStrictEqual(INVALID_LOGIN);
    }

    await expect(logIn(account, ip)).rejects.toMatchObject({
      code: 'account.login_locked',
      retryAfterSeconds: expect.any(Number),
    });
    await expect(logIn(account, uniqueIp())).resolves.toMatchObject({ account: { id: account.accountId } });
  });

  it('saves a patient profile, appends the measurements to the history and publishes profile.updated', async () => {
    const grant = await logIn(await signUp('user'));
    const before = grant.profile as UserProfile;
    const {
      medicalHistory: _m,
      weightHistory: _w,
      heartRateHistory: _h,
      heartRateLogs: _l,
      ai_generated: _a,
      ...editable
    } = before.health_info;

    const saved = (await call(ACCOUNT_SUBJECTS.saveProfile, {
      actor: grant.account,
      profile: {
        role: 'user',
        personal_info: { ...before.personal_info, phoneNumber: '+1-555-0100' },
        health_info: { ...editable, weight: 66, heartRate: 80 },
        emergency_contact: before.emergency_contact,
      },
    })) as UserProfile;

    expect(saved.personal_info.phoneNumber).toBe('+1-555-0100');
    expect(saved.health_info.weightHistory.map((entry) => entry.weight)).toEqual([68, 66]);
    expect(saved.health_info.heartRateHistory.map((entry) => entry.heartRate)).toEqual([72, 80]);
    expect(saved.health_info.weightHistory[1]?.month).toMatch(/^\d{4}-\d{2}$/);
    await expect(call(ACCOUNT_SUBJECTS.getProfile, { actor: grant.account })).resolves.toStrictEqual(saved);

    const event = await harness.inbox.next(
      ACCOUNT_EVENTS.profileUpdated,
      (e) => e.accountId === grant.account.id && e.health_info?.weight === 66,
    );
    expect(event).toStrictEqual({
      accountId: grant.account.id,
      role: 'user',
      card: { fullName: 'Ada Lovelace', profilePicture: null },
      health_info: {
        height: 170,
        weight: 66,
        heartRate: 80,
        bloodGroup: 'O+',
        knownAllergies: 'Penicillin',
        existingMedicalConditions: '',
      },
      version: 2,
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('publishes profile.updated with the card and the health data given at signup', async () => {
    const picture = `${randomUUID()}.png`;
    const { accountId } = await signUp('user', uniqueEmail('card'), { profilePicture: picture });
    const event = await harness.inbox.next(ACCOUNT_EVENTS.profileUpdated, (e) => e.accountId === accountId);
    expect(event).toStrictEqual({
      accountId,
      role: 'user',
      card: { fullName: 'Ada Lovelace', profilePicture: picture },
      health_info: PATIENT_HEALTH_FIELDS,
      version: 1,
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('publishes profile.updated for a doctor at signup and on save: the card, no health data, emails or phones', async () => {
    const grant = await logIn(await signUp('doctor'));
    const before = grant.profile as DoctorProfile;
    const ofThisDoctor = (e: { accountId: string }) => e.accountId === grant.account.id;
    const signupEvent = await harness.inbox.next(ACCOUNT_EVENTS.profileUpdated, ofThisDoctor);
    expect(signupEvent).toStrictEqual({
      accountId: grant.account.id,
      role: 'doctor',
      card: { fullName: 'Grace Hopper', profilePicture: null },
      version: 1,
      at: expect.any(String),
    });
    // The save's event is told from the signup's by position, not by time (both can carry the same millisecond).
    const afterSignup = harness.inbox.events.length;

    await call(ACCOUNT_SUBJECTS.saveProfile, {
      actor: grant.account,
      profile: {
        ...editableDoctorProfile(before),
        personal_info: { ...before.personal_info, fullName: 'Dr Grace Hopper' },
        optional: { biography: 'Updated.' },
      },
    });

    const event = await harness.inbox.next(ACCOUNT_EVENTS.profileUpdated, ofThisDoctor, afterSignup);
    expect(event).toStrictEqual({
      accountId: grant.account.id,
      role: 'doctor',
      card: { fullName: 'Dr Grace Hopper', profilePicture: null },
      version: 2,
      at: expect.any(String),
    });
    const everyEvent = JSON.stringify(harness.inbox.events);
    expect(everyEvent).not.toMatch(/@example\.com|7700-900|1985-06-15|1975-01-02|GMC-/);
  });

  it('stores a doctor’s weekly hours, returns them with the profile and clears them with null', async () => {
    const grant = await logIn(await signUp('doctor'));
    const before = grant.profile as DoctorProfile;
    // A save may carry one section, or one field of it: the rest keeps its stored value.
    const saveAvailability = (availability: Partial<Availability>) =>
      call(ACCOUNT_SUBJECTS.saveProfile, {
        actor: grant.account,
        profile: { role: 'doctor', availability } as SaveDoctorProfileRequest,
      });
    const weeklyHours: WeeklyHours = {
      timeZone: 'Europe/Paris',
      hours: [
        { day: 1, from: '09:00', to: '12:00' },
        { day: 1, from: '14:00', to: '17:30' },
        { day: 4, from: '08:30', to: '12:00' },
      ],
    };

    const saved = (await saveAvailability({
      weeklyHours: { ...weeklyHours, hours: [...weeklyHours.hours].reverse() },
    })) as DoctorProfile;

    expect(saved.availability).toStrictEqual({ availabilitySchedule: 'Mon-Fri 9:00-17:00', weeklyHours });
    await expect(call(ACCOUNT_SUBJECTS.getProfile, { actor: grant.account })).resolves.toStrictEqual({
      ...before,
      availability: { availabilitySchedule: 'Mon-Fri 9:00-17:00', weeklyHours },
    });

    const kept = (await saveAvailability({ availabilitySchedule: 'Mornings' })) as DoctorProfile;
    expect(kept.availability).toStrictEqual({ availabilitySchedule: 'Mornings', weeklyHours });

    const cleared = (await saveAvailability({ weeklyHours: null })) as DoctorProfile;
    expect(cleared.availability).toStrictEqual({ availabilitySchedule: 'Mornings', weeklyHours: null });
    await expect(call(ACCOUNT_SUBJECTS.getProfile, { actor: grant.account })).resolves.toStrictEqual(cleared);
  });

  it('refuses weekly hours that break the rules (422, keyed availability.weeklyHours) or the shape (400)', async () => {
    const grant = await logIn(await signUp('doctor'));
    const save = (weeklyHours: unknown) =>
      refusal(ACCOUNT_SUBJECTS.saveProfile, {
        actor: grant.account,
        profile: { role: 'doctor', availability: { weeklyHours } },
      });
    const invalid = (message: string) => ({
      code: 'request.invalid_fields',
      message: 'Please correct the highlighted fields.',
      errors: { 'availability.weeklyHours': message },
    });
    const monday = { day: 1, from: '09:00', to: '12:00' };

    await expect(save({ timeZone: 'Atlantis/Capital', hours: [monday] })).resolves.toStrictEqual(
      invalid('Time Zone must be a valid IANA time zone, e.g. Europe/Paris'),
    );
    await expect(
      save({ timeZone: 'UTC', hours: Array.from({ length: 22 }, (_, day) => ({ ...monday, day: day % 7 })) }),
    ).resolves.toStrictEqual(invalid('Weekly Hours cannot have more than 21 entries'));
    await expect(save({ timeZone: 'UTC', hours: [{ ...monday, day: 7 }] })).resolves.toStrictEqual(
      invalid('Day must be a whole number from 0 (Sunday) to 6 (Saturday)'),
    );
    await expect(save({ timeZone: 'UTC', hours: [{ ...monday, to: '25:00' }] })).resolves.toStrictEqual(
      invalid('Times must be written HH:mm, from 00:00 to 23:59'),
    );
    await expect(save({ timeZone: 'UTC', hours: [{ ...monday, to: '08:00' }] })).resolves.toStrictEqual(
      invalid('Each end time must be after its start time'),
    );
    await expect(
      save({ timeZone: 'UTC', hours: [monday, { day: 1, from: '11:59', to: '13:00' }] }),
    ).resolves.toStrictEqual(invalid('Hours of the same day must not overlap'));

    const notValid = { code: 'request.invalid', message: 'The request is not valid.' };
    for (const shape of [
      'Mon-Fri',
      { timeZone: 'UTC' },
      { timeZone: 'UTC', hours: [{ ...monday, day: '1' }] },
      { timeZone: 'UTC', hours: [{ ...monday, note: 'x' }] },
      { timeZone: 'UTC', hours: [monday], extra: true },
    ]) {
      await expect(save(shape)).resolves.toStrictEqual(notValid);
    }
    await expect(call(ACCOUNT_SUBJECTS.getProfile, { actor: grant.account })).resolves.toStrictEqual(
      grant.profile,
    );
  });

  it('answers profiles.getMany with the profiles of the role asked, leaving out unknown ids', async () => {
    const ada = await logIn(await signUp('user'));
    const bob = await logIn(await signUp('user'));
    const grace = await logIn(await signUp('doctor'));

    const patients = await call(ACCOUNT_SUBJECTS.getManyProfiles, {
      ids: [ada.account.id, grace.account.id, randomUUID(), bob.account.id],
      role: 'user',
    });

    const byId = (a: { _id: string }, b: { _id: string }) => (a._id < b._id ? -1 : 1);
    expect([...patients].sort(byId)).toStrictEqual([ada.profile, bob.profile].sort(byId));
    await expect(
      call(ACCOUNT_SUBJECTS.getManyProfiles, { ids: [grace.account.id, ada.account.id], role: 'doctor' }),
    ).resolves.toStrictEqual([grace.profile]);
    await expect(
      call(ACCOUNT_SUBJECTS.getManyProfiles, { ids: [randomUUID()], role: 'user' }),
    ).resolves.toEqual([]);
  });

  /** Insights whose summary names the version they describe, so a test sees which one is stored. */
  const insightsOf = (version: number, emergency = false): AiGenerated => ({
    health_summary: `Insights of version ${version}`,
    health_alert: { alert: emergency ? 'Heart rate is in the emergency range.' : 'No alerts.', emergency },
    lifestyle_tips: [`Tip ${version}`],
  });

  const emitInsights = (accountId: string, version: number, aiGenerated = insightsOf(version)) =>
    harness.deliver(AI_EVENTS.insightsGenerated, {
      accountId,
      version,
      ai_generated: aiGenerated,
      source: 'built-in',
      at: new Date().toISOString(),
    });

  const insightsShown = (actor: Actor, summary: string) =>
    waitFor(
      async () => {
        const profile = (await call(ACCOUNT_SUBJECTS.getProfile, { actor })) as UserProfile;
        return profile.health_info.ai_generated?.health_summary === summary ? profile : undefined;
      },
      { timeoutMs: 10_000, intervalMs: 20, description: `insights "${summary}" on the profile` },
    );

  /** A patient whose profile reached version 3: signed up, then saved twice. */
  const patientSavedTwice = async () => {
    const grant = await logIn(await signUp('user'));
    const before = grant.profile as UserProfile;
    for (const weight of [61, 62]) {
      await call(ACCOUNT_SUBJECTS.saveProfile, {
        actor: grant.account,
        profile: {
          role: 'user',
          personal_info: before.personal_info,
          health_info: { weight },
          emergency_contact: before.emergency_contact,
        },
      });
    }
    return grant.account;
  };

  it('starts every patient without insights', async () => {
    const grant = await logIn(await signUp('user'));

    expect((grant.profile as UserProfile).health_info.ai_generated).toBeNull();
  });

  it('stores the insights of the newest profile version, whatever order and how often events arrive', async () => {
    const patient = await patientSavedTwice();

    // The newest first, then older and repeated ones, as a slow model and a redelivery could send them.
    await emitInsights(patient.id, 3);
    await emitInsights(patient.id, 1, insightsOf(1, true));
    await emitInsights(patient.id, 3);
    await emitInsights(patient.id, 2);

    const profile = await insightsShown(patient, 'Insights of version 3');
    expect(profile.health_info.ai_generated).toStrictEqual(insightsOf(3));
  });

  it('replaces older insights when a newer version arrives', async () => {
    const patient = await patientSavedTwice();

    await emitInsights(patient.id, 2, insightsOf(2, true));
    await insightsShown(patient, 'Insights of version 2');
    await emitInsights(patient.id, 3);

    const profile = await insightsShown(patient, 'Insights of version 3');
    expect(profile.health_info.ai_generated?.health_alert).toStrictEqual({
      alert: 'No alerts.',
      emergency: false,
    });
  });

  it('returns the insights in profiles.getMany, which a doctor’s consulted patients are built from', async () => {
    const patient = await patientSavedTwice();
    await emitInsights(patient.id, 3, insightsOf(3, true));
    await insightsShown(patient, 'Insights of version 3');

    const [listed] = (await call(ACCOUNT_SUBJECTS.getManyProfiles, {
      ids: [patient.id],
      role: 'user',
    })) as UserProfile[];

    expect(listed?.health_info.ai_generated).toStrictEqual(insightsOf(3, true));
  });

  it('stores nothing of an insights event that breaks its DTO', async () => {
    const patient = await patientSavedTwice();
    const valid = {
      accountId: patient.id,
      version: 3,
      ai_generated: insightsOf(3),
      source: 'built-in',
      at: new Date().toISOString(),
    };
    // Each of these claims the newest version: stored, it would hide the valid version 2 sent after them.
    for (const hostile of [
      { ...valid, ai_generated: { ...insightsOf(3), health_summary: 'nul \u0000 byte' } },
      { ...valid, ai_generated: { ...insightsOf(3), health_summary: 'lone \ud800 surrogate' } },
      {
        ...valid,
        ai_generated: { ...insightsOf(3), lifestyle_tips: Array.from({ length: 11 }, () => 'tip') },
      },
      { ...valid, ai_generated: { ...insightsOf(3), health_alert: { alert: 'x', emergency: 'yes' } } },
      { ...valid, version: '3' },
      { ...valid, version: 3.5 },
      { ...valid, source: 'oracle' },
      { ...valid, accountId: 'not-an-id' },
      { ...valid, extra: true },
    ]) {
      await harness.deliver(AI_EVENTS.insightsGenerated, hostile as never);
    }
    await emitInsights(patient.id, 2);

    const profile = await insightsShown(patient, 'Insights of version 2');
    expect(profile.health_info.ai_generated).toStrictEqual(insightsOf(2));
  });

  it('refuses a profiles.getMany that is not a batch of account ids with a plain 400', async () => {
    const notValid = { code: 'request.invalid', message: 'The request is not valid.' };
    const tooMany = Array.from({ length: PROFILES_BATCH_MAX + 1 }, () => randomUUID());

    for (const query of [
      { ids: [], role: 'user' },
      { ids: tooMany, role: 'user' },
      { ids: ["1' or '1'='1"], role: 'user' },
      { ids: [randomUUID()] },
      { ids: [randomUUID()], role: 'admin' },
      { ids: randomUUID(), role: 'user' },
      { ids: [randomUUID()], role: 'user', actor: { id: randomUUID(), role: 'user' } },
    ]) {
      await expect(refusal(ACCOUNT_SUBJECTS.getManyProfiles, query)).resolves.toStrictEqual(notValid);
    }
    await expect(
      call(ACCOUNT_SUBJECTS.getManyProfiles, { ids: tooMany.slice(1), role: 'user' }),
    ).resolves.toEqual([]);
  });

  it('lists every doctor for anyone signed in, by name, with only what the booking form shows', async () => {
    const names = ['Émile Zola', 'adam Smith', 'Bea Jones'];
    const doctors: Array<Awaited<ReturnType<typeof signUp>>> = [];
    for (const name of names) {
      doctors.push(await signUp('doctor', uniqueEmail('listed'), {}, { 'personal_info.fullName': name }));
    }
    const zola = await logIn(doctors[0] as (typeof doctors)[number]);
    const hours: WeeklyHours = { timeZone: 'Asia/Tokyo', hours: [{ day: 2, from: '10:00', to: '16:00' }] };
    await call(ACCOUNT_SUBJECTS.saveProfile, {
      actor: zola.account,
      profile: { role: 'doctor', availability: { weeklyHours: hours } } as SaveDoctorProfileRequest,
    });
    const patient = await logIn(await signUp('user'));

    const listed = await call(ACCOUNT_SUBJECTS.listDoctors, { actor: patient.account });

    const ours = listed.filter((doctor) => doctors.some((d) => d.accountId === doctor._id));
    expect(ours.map((doctor) => doctor.fullName)).toEqual(['adam Smith', 'Bea Jones', 'Émile Zola']);
    expect(ours[2]).toStrictEqual({
      _id: zola.account.id,
      profilePicture: null,
      fullName: 'Émile Zola',
      speciality: 'Cardiology',
      yearsOfExperience: 12,
      availabilitySchedule: 'Mon-Fri 9:00-17:00',
      weeklyHours: hours,
    });
    expect(ours[0]?.weeklyHours).toBeNull();
    expect(listed.map((doctor) => doctor._id)).not.toContain(patient.account.id);
    expect(JSON.stringify(listed)).not.toMatch(/@example\.com|7700-900|licence|GMC-|1975-01-02/);
    await expect(call(ACCOUNT_SUBJECTS.listDoctors, { actor: zola.account })).resolves.toEqual(listed);
    await expect(refusal(ACCOUNT_SUBJECTS.listDoctors, {})).resolves.toStrictEqual({
      code: 'request.invalid',
      message: 'The request is not valid.',
    });
  });

  it('refuses to change the role (403), the email (400) or invalid values (422), and keeps the profile', async () => {
    const grant = await logIn(await signUp('user'));
    const profile = grant.profile as UserProfile;
    const save = (changes: Record<string, unknown>) =>
      refusal(ACCOUNT_SUBJECTS.saveProfile, {
        actor: grant.account,
        profile: { ...editableUserProfile(profile), ...changes },
      });

    await expect(save({ role: 'doctor' })).resolves.toStrictEqual({
      code: 'forbidden',
      message: 'You can only change your own profile.',
    });
    await expect(
      save({ personal_info: { ...profile.personal_info, email: 'new@example.com' } }),
    ).resolves.toStrictEqual({
      code: 'account.email_unchangeable',
      message: 'Your email address cannot be changed.',
    });
    await expect(
      save({
        personal_info: { ...profile.personal_info, fullName: '' },
        health_info: { ...editableUserProfile(profile).health_info, weight: 9000 },
      }),
    ).resolves.toStrictEqual({
      code: 'request.invalid_fields',
      message: 'Please correct the highlighted fields.',
      errors: {
        'personal_info.fullName': 'Full Name is Required',
        'health_info.weight': 'Weight must be a number from 1 to 500 kg',
      },
    });
    await expect(call(ACCOUNT_SUBJECTS.getProfile, { actor: grant.account })).resolves.toStrictEqual(profile);
  });

  it("refuses a save carrying an id or a picture, and writes only the actor's own profile", async () => {
    const victim = await logIn(
      await signUp('user', uniqueEmail('victim'), { profilePicture: `${randomUUID()}.png` }),
    );
    const mallory = await logIn(await signUp('user'));
    const mine = mallory.profile as UserProfile;
    const request = {
      ...editableUserProfile(mine),
      personal_info: { ...mine.personal_info, fullName: 'Mallory' },
    };

    // The gateway drops what a client sends back as it read it: here such parts can only be a forgery.
    for (const readOnly of [
      { _id: victim.account.id },
      { profilePicture: (victim.profile as UserProfile).profilePicture },
    ]) {
      await expect(
        refusal(ACCOUNT_SUBJECTS.saveProfile, {
          actor: mallory.account,
          profile: { ...request, ...readOnly },
        }),
      ).resolves.toStrictEqual({ code: 'request.invalid', message: 'The request is not valid.' });
    }
    const saved = await call(ACCOUNT_SUBJECTS.saveProfile, { actor: mallory.account, profile: request });

    expect(saved._id).toBe(mallory.account.id);
    expect(saved.profilePicture).toBeNull();
    expect(saved.personal_info.fullName).toBe('Mallory');
    await expect(call(ACCOUNT_SUBJECTS.getProfile, { actor: victim.account })).resolves.toStrictEqual(
      victim.profile,
    );
  });

  it('answers 404 for the profile of an account that does not exist, 400 for an actor that is not one', async () => {
    await expect(
      refusal(ACCOUNT_SUBJECTS.getProfile, { actor: { id: randomUUID(), role: 'user' } }),
    ).resolves.toMatchObject({ code: 'account.gone' });
    await expect(
      refusal(ACCOUNT_SUBJECTS.getProfile, { actor: { id: "1' or '1'='1", role: 'user' } }),
    ).resolves.toMatchObject({
      code: 'request.invalid',
    });
  });

  it('logs out: revokes the session, publishes session.revoked and lists it until it expires', async () => {
    const owner = await logIn(await signUp('user'));
    const other = await logIn(await signUp('user'));

    await expect(
      refusal(ACCOUNT_SUBJECTS.logout, { sessionId: owner.sessionId, actor: other.account }),
    ).resolves.toMatchObject({ code: 'session.not_found' });
    let revoked = await call(ACCOUNT_SUBJECTS.revokedSessions, {});
    expect(revoked.map((session) => session.sessionId)).not.toContain(owner.sessionId);

    await expect(
      call(ACCOUNT_SUBJECTS.logout, { sessionId: owner.sessionId, actor: owner.account }),
    ).resolves.toEqual({
      revoked: true,
    });
    const event = await harness.inbox.next(
      ACCOUNT_EVENTS.sessionRevoked,
      (e) => e.sessionId === owner.sessionId,
    );
    expect(event).toStrictEqual({ sessionId: owner.sessionId, expiresAt: owner.expiresAt });

    revoked = await call(ACCOUNT_SUBJECTS.revokedSessions, {});
    expect(revoked).toContainEqual({ sessionId: owner.sessionId, expiresAt: owner.expiresAt });
    expect(revoked.map((session) => session.sessionId)).not.toContain(other.sessionId);

    // Idempotent: a second logout of the same session still answers revoked.
    await expect(
      call(ACCOUNT_SUBJECTS.logout, { sessionId: owner.sessionId, actor: owner.account }),
    ).resolves.toEqual({
      revoked: true,
    });
  });

  it('never sends a password hash, a scrypt string or a licence key in any reply, error or event', () => {
    const leaks = (value: unknown, path: string): string[] => {
      if (typeof value === 'string') {
        return value.includes('scrypt$') || licenceKeys.some((key) => value.includes(key)) ? [path] : [];
      }
      if (Array.isArray(value)) return value.flatMap((item, index) => leaks(item, `${path}[${index}]`));
      if (typeof value === 'object' && value !== null) {
        return Object.entries(value).flatMap(([key, item]) => [
          ...(/^(passwordHash|password_hash|licenseProof|license_proof)$/.test(key)
            ? [`${path}.${key}`]
            : []),
          ...leaks(item, `${path}.${key}`),
        ]);
      }
      return [];
    };

    expect(received.length).toBeGreaterThan(40);
    expect(licenceKeys.length).toBeGreaterThan(3);
    expect(leaks(received, 'replies')).toEqual([]);
    expect(leaks(harness.inbox.events, 'events')).toEqual([]);
  });
});
