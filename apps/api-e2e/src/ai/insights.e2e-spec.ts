import {
  HEALTHY_MEASUREMENTS,
  RUN_MODES,
  type SystemUnderTest,
  insightsWhen,
  ownProfile,
  savedHealth,
  signedInParticipant,
  startSystem,
} from '@vitalsync/testing';

describe.each(RUN_MODES)('health insights (%s mode)', (mode) => {
  let system: SystemUnderTest;

  beforeAll(async () => {
    system = await startSystem(mode);
  });

  afterAll(async () => {
    await system?.stop();
  });

  it('should give a new patient insights of the measurements given at signup', async () => {
    // The signup fixtures: 68 kg at 170 cm.
    const patient = await signedInParticipant(system.baseUrl, 'user');

    const insights = await insightsWhen(
      patient.client,
      (found) => found.health_summary.includes('23.5'),
      'the insights of the signup measurements',
    );

    expect(insights.health_summary).toContain('Healthy Weight');
  });

  it('should store the insights of a save on the profile: 70 kg at 175 cm is BMI 22.9, Healthy Weight', async () => {
    const patient = await signedInParticipant(system.baseUrl, 'user');

    await savedHealth(patient.client, HEALTHY_MEASUREMENTS);

    const insights = await insightsWhen(
      patient.client,
      (found) => found.health_summary.includes('22.9'),
      'the insights of 70 kg at 175 cm',
    );
    expect(insights.health_summary).toContain('Healthy Weight');
    expect(insights.health_alert).toEqual({ alert: expect.any(String), emergency: false });
    expect(insights.lifestyle_tips.length).toBeGreaterThan(0);
  });

  it('should end with the insights of the last of two quick saves', async () => {
    const patient = await signedInParticipant(system.baseUrl, 'user');

    // 95 kg at 175 cm is BMI 31.0; the second save follows before any insights of the first can be waited for.
    await savedHealth(patient.client, { ...HEALTHY_MEASUREMENTS, weight: 95 });
    await savedHealth(patient.client, HEALTHY_MEASUREMENTS);

    await insightsWhen(
      patient.client,
      (found) => found.health_summary.includes('22.9'),
      'the insights of the last save',
    );
    // Whatever the first save's computation does later, it is older: auth-svc keeps the newest version.
    const { health_info } = await ownProfile(patient.client);
    expect(health_info.weight).toBe(70);
    expect(health_info.ai_generated?.health_summary).toContain('22.9');
    expect(health_info.ai_generated?.health_summary).not.toContain('31.0');
  });

  it('should show a patient’s insights to that patient only', async () => {
    const patient = await signedInParticipant(system.baseUrl, 'user');
    const other = await signedInParticipant(system.baseUrl, 'user');
    await savedHealth(patient.client, HEALTHY_MEASUREMENTS);
    await savedHealth(other.client, { ...HEALTHY_MEASUREMENTS, weight: 95 });

    await insightsWhen(patient.client, (found) => found.health_summary.includes('22.9'), 'own insights');
    const others = await insightsWhen(
      other.client,
      (found) => found.health_summary.includes('31.0'),
      'theirs',
    );

    expect(others.health_summary).not.toContain('22.9');
  });
});
