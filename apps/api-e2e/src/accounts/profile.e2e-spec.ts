import { type DoctorProfile, type UserProfile } from '@vitalsync/contracts';
import {
  ApiClient,
  editableUserProfile,
  PICTURE_PNG,
  RUN_MODES,
  type SystemUnderTest,
  logIn,
  signUp,
  startSystem,
} from '@vitalsync/testing';

interface ProfileBody<P> {
  status: string;
  role: string;
  profile: P;
  message?: string;
  errors?: Record<string, string>;
}

describe.each(RUN_MODES)('profiles (%s mode)', (mode) => {
  let system: SystemUnderTest;
  const clients: ApiClient[] = [];
  const newClient = () => {
    const client = new ApiClient(system.baseUrl);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    system = await startSystem(mode);
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('returns a patient profile in the spec shape', async () => {
    const client = newClient();
    await logIn(client, await signUp(client, 'user', [PICTURE_PNG]));
    const { status, body } = await client.get<ProfileBody<UserProfile>>('/api/dashboard/profile');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    expect(body.role).toBe('user');
    expect(Object.keys(body.profile).sort()).toEqual([
      '_id',
      'emergency_contact',
      'health_info',
      'personal_info',
      'profilePicture',
    ]);
    expect(body.profile.profilePicture).toMatch(/\.png$/);
    expect(body.profile.health_info).toMatchObject({
      weight: 68,
      height: 170,
      heartRate: 72,
      bloodGroup: 'O+',
      medicalHistory: [],
    });
    expect(body.profile.health_info.weightHistory).toHaveLength(1);
  });

  it('returns a doctor profile without the licence proof', async () => {
    const client = newClient();
    await logIn(client, await signUp(client, 'doctor'));
    const { body } = await client.get<ProfileBody<DoctorProfile>>('/api/dashboard/profile');
    expect(Object.keys(body.profile).sort()).toEqual([
      '_id',
      'availability',
      'optional',
      'personal_info',
      'professional_info',
      'profilePicture',
    ]);
    expect(body.profile.professional_info).toMatchObject({ speciality: 'Cardiology', yearsOfExperience: 12 });
    expect(JSON.stringify(body)).not.toMatch(/licen[cs]e-|licenseProof/);
    expect(body.profile.profilePicture).toBeNull();
  });

  it('saves a patient profile, appends weight and heart-rate history, and keeps it', async () => {
    const client = newClient();
    await logIn(client, await signUp(client, 'user'));
    const { body: before } = await client.get<ProfileBody<UserProfile>>('/api/dashboard/profile');
    const change = editableUserProfile(before.profile);
    change.personal_info = { ...change.personal_info, phoneNumber: '+1-555-0100' };
    change.health_info = { ...change.health_info, weight: 66, heartRate: 80 };
    const saved = await client.post<ProfileBody<UserProfile>>('/api/dashboard/profile', { json: change });
    expect(saved.status).toBe(200);
    expect(saved.body.status).toBe('success');

    const { body: after } = await client.get<ProfileBody<UserProfile>>('/api/dashboard/profile');
    expect(after.profile.personal_info.phoneNumber).toBe('+1-555-0100');
    expect(after.profile.health_info.weight).toBe(66);
    expect(after.profile.health_info.weightHistory.map((e) => e.weight)).toEqual([68, 66]);
    expect(after.profile.health_info.heartRateHistory.map((e) => e.heartRate)).toEqual([72, 80]);
    expect(after.profile.health_info.weightHistory[1]?.month).toMatch(/^\d{4}-\d{2}$/);

    const unchanged = await client.post<ProfileBody<UserProfile>>('/api/dashboard/profile', { json: change });
    expect(unchanged.body.profile.health_info.weightHistory).toHaveLength(2);
  });

  it('saves a patient profile posted back exactly as read plus the role, writing none of its read-only parts', async () => {
    const client = newClient();
    await logIn(client, await signUp(client, 'user', [PICTURE_PNG]));
    const { body: read } = await client.get<ProfileBody<UserProfile>>('/api/dashboard/profile');

    const asRead = await client.post<ProfileBody<UserProfile>>('/api/dashboard/profile', {
      json: { ...read.profile, role: read.role },
    });
    expect(asRead.status).toBe(200);
    expect(asRead.body.profile).toEqual(read.profile);

    const forged = '2020-01-01T00:00:00.000Z';
    const saved = await client.post<ProfileBody<UserProfile>>('/api/dashboard/profile', {
      json: {
        ...read.profile,
        role: read.role,
        _id: '00000000-0000-4000-8000-000000000000',
        profilePicture: 'someone-else.png',
        personal_info: { ...read.profile.personal_info, phoneNumber: '+1-555-0101' },
        health_info: {
          ...read.profile.health_info,
          weight: 66,
          medicalHistory: [{ condition: 'Forged', status: 'ongoing' }],
          weightHistory: [{ weight: 1, month: '2020-01', date: forged }],
          heartRateHistory: [{ heartRate: 1, month: '2020-01', date: forged }],
          heartRateLogs: [{ date: forged, heartRate: 1 }],
          ai_generated: {
            health_summary: 'Forged.',
            health_alert: { alert: 'Forged.', emergency: true },
            lifestyle_tips: [],
          },
        },
      },
    });
    expect(saved.status).toBe(200);

    const { body: after } = await client.get<ProfileBody<UserProfile>>('/api/dashboard/profile');
    expect(after.profile._id).toBe(read.profile._id);
    expect(after.profile.profilePicture).toBe(read.profile.profilePicture);
    expect(after.profile.personal_info.phoneNumber).toBe('+1-555-0101');
    expect(after.profile.health_info.weight).toBe(66);
    const { medicalHistory, weightHistory, heartRateHistory, heartRateLogs, ai_generated } =
      after.profile.health_info;
    expect({ medicalHistory, heartRateHistory, heartRateLogs, ai_generated }).toEqual({
      medicalHistory: read.profile.health_info.medicalHistory,
      heartRateHistory: read.profile.health_info.heartRateHistory,
      heartRateLogs: read.profile.health_info.heartRateLogs,
      ai_generated: read.profile.health_info.ai_generated,
    });
    // The server derives the history from the weight saved, whatever history the body carried.
    expect(weightHistory.map((entry) => entry.weight)).toEqual([68, 66]);
  });

  it('saves a doctor profile posted back exactly as read plus the role', async () => {
    const client = newClient();
    await logIn(client, await signUp(client, 'doctor'));
    const { body: read } = await client.get<ProfileBody<DoctorProfile>>('/api/dashboard/profile');
    const saved = await client.post<ProfileBody<DoctorProfile>>('/api/dashboard/profile', {
      json: {
        ...read.profile,
        role: read.role,
        profilePicture: 'someone-else.png',
        optional: { biography: 'Saved as read.' },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toEqual({ ...read.profile, optional: { biography: 'Saved as read.' } });
  });

  it('refuses a profile as read with a bad value or an unknown key, naming the field, and saves nothing', async () => {
    const client = newClient();
    await logIn(client, await signUp(client, 'user'));
    const { body: read } = await client.get<ProfileBody<UserProfile>>('/api/dashboard/profile');
    const post = (health: Record<string, unknown>) =>
      client.post<ProfileBody<UserProfile>>('/api/dashboard/profile', {
        json: { ...read.profile, role: read.role, health_info: { ...read.profile.health_info, ...health } },
      });

    const wrongType = await post({ weight: true });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toEqual({ 'health_info.weight': 'This field must be a number.' });

    const outOfRange = await post({ weight: -5 });
    expect(outOfRange.status).toBe(422);
    expect(outOfRange.body.errors).toEqual({
      'health_info.weight': 'Weight must be a number from 1 to 500 kg',
    });

    const unknown = await post({ bmi: 22 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ 'health_info.bmi': 'This field is not accepted.' });

    const { body: after } = await client.get<ProfileBody<UserProfile>>('/api/dashboard/profile');
    expect(after.profile).toEqual(read.profile);
  });

  it('refuses invalid values with field messages and stays unchanged', async () => {
    const client = newClient();
    await logIn(client, await signUp(client, 'user'));
    const { body } = await client.get<ProfileBody<UserProfile>>('/api/dashboard/profile');
    const change = editableUserProfile(body.profile);
    change.health_info = { ...change.health_info, weight: 9000 };
    change.personal_info = { ...change.personal_info, fullName: '' };
    const refused = await client.post<ProfileBody<UserProfile>>('/api/dashboard/profile', { json: change });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({
      'health_info.weight': 'Weight must be a number from 1 to 500 kg',
      'personal_info.fullName': 'Full Name is Required',
    });
    const { body: after } = await client.get<ProfileBody<UserProfile>>('/api/dashboard/profile');
    expect(after.profile.health_info.weight).toBe(68);
  });

  it('never changes the email, the role, the picture or another account', async () => {
    const victimClient = newClient();
    await logIn(victimClient, await signUp(victimClient, 'user'));
    const { body: victim } = await victimClient.get<ProfileBody<UserProfile>>('/api/dashboard/profile');

    const client = newClient();
    await logIn(client, await signUp(client, 'user', [PICTURE_PNG]));
    const { body: mine } = await client.get<ProfileBody<UserProfile>>('/api/dashboard/profile');
    const base = editableUserProfile(mine.profile);

    const email = await client.post('/api/dashboard/profile', {
      json: { ...base, personal_info: { ...base.personal_info, email: 'new-' + base.personal_info.email } },
    });
    expect(email.status).toBe(400);
    expect(email.body.message).toBe('Your email address cannot be changed.');

    const role = await client.post('/api/dashboard/profile', { json: { ...base, role: 'doctor' } });
    expect(role.status).toBe(403);

    const other = await client.post<ProfileBody<UserProfile>>('/api/dashboard/profile', {
      json: {
        ...base,
        _id: victim.profile._id,
        profilePicture: 'someone-else.png',
        personal_info: { ...base.personal_info, fullName: 'Mallory' },
      },
    });
    expect(other.status).toBe(200);
    expect(other.body.profile._id).toBe(mine.profile._id);
    expect(other.body.profile.profilePicture).toBe(mine.profile.profilePicture);
    const { body: victimAfter } = await victimClient.get<ProfileBody<UserProfile>>('/api/dashboard/profile');
    expect(victimAfter.profile).toEqual(victim.profile);
  });

  it('refuses a state-changing request from another site (CSRF)', async () => {
    const client = newClient();
    await logIn(client, await signUp(client, 'user'));
    const { body } = await client.get<ProfileBody<UserProfile>>('/api/dashboard/profile');
    const response = await client.post('/api/dashboard/profile', {
      json: editableUserProfile(body.profile),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('never sends a password or its hash in any response of this suite', () => {
    const everything = clients.flatMap((client) => client.received).join('\n');
    expect(everything.length).toBeGreaterThan(1000);
    expect(everything).not.toMatch(/scrypt|passwordHash|password_hash|secret12/i);
    expect(everything).not.toMatch(/"password"/);
  });
});
