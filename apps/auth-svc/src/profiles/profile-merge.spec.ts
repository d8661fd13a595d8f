import { type WeeklyHours } from '@vitalsync/contracts';
import { malformed, PATIENT_EMERGENCY_CONTACT, PATIENT_HEALTH_FIELDS } from '@vitalsync/testing';

import { type Account } from '../accounts/accounts.schema';
import { MEASUREMENT_HISTORY_MAX, mergeProfile } from './profile-merge';
import { DOCTOR_SECTIONS, PATIENT_ACCOUNT } from '../testing/account-fixtures';

const NOW = new Date('2026-12-03T08:09:10.000Z');

const doctor: Account = { ...PATIENT_ACCOUNT, ...DOCTOR_SECTIONS, email: 'grace@example.com' };

/** What the profile editor sends for PATIENT_ACCOUNT, unchanged. */
const patientForm = () => ({
  role: 'user',
  personal_info: {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    phoneNumber: '0123456',
    dateOfBirth: '1985-06-15',
    gender: '',
  },
  health_info: { ...PATIENT_HEALTH_FIELDS },
  emergency_contact: { ...PATIENT_EMERGENCY_CONTACT },
});

/** How mergeProfile refuses values that break the profile rules: 422 with a message per field. */
const refusedFields = (errors: Record<string, string>) => ({
  kind: 'refused',
  error: { code: 'request.invalid_fields', message: 'Please correct the highlighted fields.', errors },
});

const merged = (account: Account, request: Record<string, unknown>) => {
  const result = mergeProfile(account, request, NOW);
  if (result.kind !== 'merged') throw new Error(`expected a merge, got ${JSON.stringify(result)}`);
  return result.sections;
};

describe('mergeProfile', () => {
  it('refuses a different email with 400, whatever else the save carries', () => {
    const request = patientForm();
    request.personal_info.email = 'someone-else@example.com';

    expect(mergeProfile(PATIENT_ACCOUNT, request, NOW)).toEqual({
      kind: 'refused',
      error: { code: 'account.email_unchangeable', message: 'Your email address cannot be changed.' },
    });
  });

  it('accepts the same email in any case, or none at all', () => {
    const request = patientForm();
    request.personal_info.email = ' ADA@example.com ';
    expect(mergeProfile(PATIENT_ACCOUNT, request, NOW).kind).toBe('merged');

    const { email: _email, ...withoutEmail } = patientForm().personal_info;
    expect(mergeProfile(PATIENT_ACCOUNT, { ...patientForm(), personal_info: withoutEmail }, NOW).kind).toBe(
      'merged',
    );
  });

  it('writes only sections: the picture, the licence, ids and histories sent in the body are ignored', () => {
    const sections = merged(PATIENT_ACCOUNT, {
      ...patientForm(),
      _id: 'someone-else',
      profilePicture: 'other.png',
      licenseProof: 'licence-evil.pdf',
      health_info: { ...patientForm().health_info, weightHistory: [], ai_generated: { health_summary: 'x' } },
    });

    expect(Object.keys(sections).sort()).toEqual(['emergencyContact', 'healthInfo', 'personalInfo']);
    expect(sections.healthInfo?.weightHistory).toEqual(PATIENT_ACCOUNT.healthInfo?.weightHistory);
    expect(sections.healthInfo).not.toHaveProperty('ai_generated');
  });

  it('ignores unknown groups and fields', () => {
    const sections = merged(PATIENT_ACCOUNT, {
      ...patientForm(),
      professional_info: { speciality: 'Surgery' },
      personal_info: { ...patientForm().personal_info, nickname: 'Ada' },
      authentication_details: { password: 'new-pass' },
    });

    expect(sections).not.toHaveProperty('professionalInfo');
    expect(sections.personalInfo).toEqual(PATIENT_ACCOUNT.personalInfo);
  });

  it('appends weight and heart rate to their histories with month YYYY-MM and an ISO date', () => {
    const request = patientForm();
    request.health_info = { ...request.health_info, weight: 66.5, heartRate: 80 };

    const { healthInfo } = merged(PATIENT_ACCOUNT, request);

    expect(healthInfo?.weight).toBe(66.5);
    expect(healthInfo?.weightHistory).toEqual([
      ...(PATIENT_ACCOUNT.healthInfo?.weightHistory ?? []),
      { weight: 66.5, month: '2026-12', date: '2026-12-03T08:09:10.000Z' },
    ]);
    expect(healthInfo?.heartRateHistory).toEqual([
      ...(PATIENT_ACCOUNT.healthInfo?.heartRateHistory ?? []),
      { heartRate: 80, month: '2026-12', date: '2026-12-03T08:09:10.000Z' },
    ]);
    expect(healthInfo?.medicalHistory).toEqual(PATIENT_ACCOUNT.healthInfo?.medicalHistory);
  });

  it('keeps every reading of a month, each with its own date', () => {
    let account = PATIENT_ACCOUNT;
    const saved = [61, 62, 63, 64, 65];
    saved.forEach((weight, day) => {
      const request = patientForm();
      request.health_info = { ...request.health_info, weight };
      const result = mergeProfile(account, request, new Date(Date.UTC(2026, 11, day + 1, 8)));
      if (result.kind !== 'merged') throw new Error('expected a merge');
      account = { ...account, ...result.sections };
    });

    const added = account.healthInfo?.weightHistory.slice(-saved.length);
    expect(added?.map(({ weight, month }) => [weight, month])).toEqual(
      saved.map((weight) => [weight, '2026-12']),
    );
    expect(new Set(added?.map(({ date }) => date)).size).toBe(saved.length);
  });

  it('bounds each history, letting the oldest readings go first', () => {
    const old = Array.from({ length: MEASUREMENT_HISTORY_MAX }, (_, index) => ({
      heartRate: 60 + (index % 20),
      month: '2025-01',
      date: new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString(),
    }));
    const health = PATIENT_ACCOUNT.healthInfo;
    if (!health) throw new Error('the fixture is a patient');
    const full: Account = { ...PATIENT_ACCOUNT, healthInfo: { ...health, heartRateHistory: old } };
    const request = patientForm();
    request.health_info = { ...request.health_info, heartRate: 99 };

    const history = merged(full, request).healthInfo?.heartRateHistory ?? [];

    expect(history).toHaveLength(MEASUREMENT_HISTORY_MAX);
    expect(history[0]).toEqual(old[1]);
    expect(history.at(-1)).toEqual({ heartRate: 99, month: '2026-12', date: '2026-12-03T08:09:10.000Z' });
  });

  it('appends nothing when the measurements are unchanged or cleared', () => {
    expect(merged(PATIENT_ACCOUNT, patientForm()).healthInfo).toEqual(PATIENT_ACCOUNT.healthInfo);

    const cleared = patientForm();
    cleared.health_info = {
      ...cleared.health_info,
      weight: malformed<number>(null),
      heartRate: malformed<number>(''),
    };
    const { healthInfo } = merged(PATIENT_ACCOUNT, cleared);
    expect(healthInfo).toMatchObject({ weight: null, heartRate: null });
    expect(healthInfo?.weightHistory).toEqual(PATIENT_ACCOUNT.healthInfo?.weightHistory);
  });

  it('reads numbers sent as text as numbers', () => {
    const request = patientForm();
    request.health_info = { ...request.health_info, height: malformed<number>('171') };

    expect(merged(PATIENT_ACCOUNT, request).healthInfo?.height).toBe(171);
  });

  it('keeps stored values for fields the body leaves out', () => {
    const sections = merged(PATIENT_ACCOUNT, {
      role: 'user',
      emergency_contact: { emergencyContactName: 'Mary' },
    });

    expect(sections.emergencyContact).toEqual({
      ...PATIENT_ACCOUNT.emergencyContact,
      emergencyContactName: 'Mary',
    });
    expect(sections.personalInfo).toEqual(PATIENT_ACCOUNT.personalInfo);
    expect(sections.healthInfo).toEqual(PATIENT_ACCOUNT.healthInfo);
  });

  it('refuses values that break the profile rules with every message, like signup', () => {
    const request = patientForm();
    request.personal_info.fullName = ' ';
    request.health_info = { ...request.health_info, weight: 9000 };

    expect(mergeProfile(PATIENT_ACCOUNT, request, NOW)).toEqual(
      refusedFields({
        'personal_info.fullName': 'Full Name is Required',
        'health_info.weight': 'Weight must be a number from 1 to 500 kg',
      }),
    );
  });

  it('merges a doctor’s own sections and none of a patient’s', () => {
    const sections = merged(doctor, {
      role: 'doctor',
      personal_info: { ...doctor.personalInfo, email: 'grace@example.com', fullName: 'Dr Grace Hopper' },
      professional_info: { ...doctor.professionalInfo, yearsOfExperience: '13' },
      availability: { availabilitySchedule: 'Tue' },
      optional: { biography: 'New bio' },
      health_info: { weight: 50 },
    });

    expect(sections).toEqual({
      personalInfo: { ...doctor.personalInfo, fullName: 'Dr Grace Hopper' },
      professionalInfo: { ...doctor.professionalInfo, yearsOfExperience: 13 },
      availability: { availabilitySchedule: 'Tue', weeklyHours: null },
      doctorOptional: { biography: 'New bio' },
    });
  });
});

describe('mergeProfile with weekly hours', () => {
  const MORNINGS: WeeklyHours = { timeZone: 'Europe/Paris', hours: [{ day: 1, from: '09:00', to: '12:00' }] };
  const withHours: Account = {
    ...doctor,
    availability: { availabilitySchedule: 'Mon', weeklyHours: MORNINGS },
  };
  const availabilitySave = (availability: Record<string, unknown>) => ({ role: 'doctor', availability });

  it('stores the hours sent, copied field by field and sorted by day, then start', () => {
    const sections = merged(
      doctor,
      availabilitySave({
        weeklyHours: {
          timeZone: 'America/New_York',
          hours: [
            { day: 3, from: '14:00', to: '18:00' },
            { day: 1, from: '09:00', to: '12:00', note: 'dropped' },
          ],
        },
      }),
    );

    expect(sections.availability).toStrictEqual({
      availabilitySchedule: 'Mon',
      weeklyHours: {
        timeZone: 'America/New_York',
        hours: [
          { day: 1, from: '09:00', to: '12:00' },
          { day: 3, from: '14:00', to: '18:00' },
        ],
      },
    });
  });

  it('keeps the stored hours when the save leaves them out, and clears them with null', () => {
    expect(merged(withHours, availabilitySave({ availabilitySchedule: 'Tue' })).availability).toEqual({
      availabilitySchedule: 'Tue',
      weeklyHours: MORNINGS,
    });
    expect(merged(withHours, availabilitySave({ weeklyHours: null })).availability).toEqual({
      availabilitySchedule: 'Mon',
      weeklyHours: null,
    });
  });

  it('reads a doctor saved before weekly hours existed as having none', () => {
    const legacy = { ...doctor, availability: { availabilitySchedule: 'Mon' } };

    expect(merged(legacy, availabilitySave({ availabilitySchedule: 'Tue' })).availability).toEqual({
      availabilitySchedule: 'Tue',
      weeklyHours: null,
    });
  });

  it('refuses hours that break the rules under availability.weeklyHours, with the other fields’ errors', () => {
    const request = {
      role: 'doctor',
      personal_info: { fullName: '' },
      availability: {
        weeklyHours: {
          timeZone: 'Europe/Paris',
          hours: [
            { day: 1, from: '09:00', to: '12:00' },
            { day: 1, from: '11:00', to: '13:00' },
          ],
        },
      },
    };

    expect(mergeProfile(withHours, request, NOW)).toEqual(
      refusedFields({
        'personal_info.fullName': 'Full Name is Required',
        'availability.weeklyHours': 'Hours of the same day must not overlap',
      }),
    );
    expect(
      mergeProfile(
        withHours,
        availabilitySave({ weeklyHours: { timeZone: 'Nowhere/Else', hours: [] } }),
        NOW,
      ),
    ).toEqual(
      refusedFields({
        'availability.weeklyHours': 'Time Zone must be a valid IANA time zone, e.g. Europe/Paris',
      }),
    );
  });

  it('ignores weekly hours a patient sends', () => {
    const sections = merged(PATIENT_ACCOUNT, {
      ...patientForm(),
      availability: { weeklyHours: { timeZone: 'Nowhere/Else', hours: 'always' } },
    });

    expect(sections).not.toHaveProperty('availability');
  });
});
