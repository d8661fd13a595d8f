import { IsString } from 'class-validator';

import { ReadOnlyPart, withoutReadOnlyParts } from '../validation/read-only-part';
import { checkBody, refusalErrorsOf } from '../validation/testing/refusals';
import { type UserProfile } from './profile.types';
import {
  editableProfileOf,
  SaveProfileBodyDto,
  SaveProfileCommandDto,
  SaveProfileRequestDto,
} from './save-profile-command.dto';

const ACTOR = { id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11', role: 'user' };

/** A patient's profile exactly as GET /api/dashboard/profile returns it. */
const PROFILE_AS_READ: UserProfile = {
  _id: ACTOR.id,
  profilePicture: '0d1e4d7a-9c43-4a3c-8c7a-1d115b0f0c4e.png',
  personal_info: {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    phoneNumber: '+44 7700 900123',
    dateOfBirth: '1990-12-10',
    gender: 'Female',
  },
  health_info: {
    height: 170,
    weight: 68,
    heartRate: 72,
    bloodGroup: 'O+',
    knownAllergies: 'None',
    existingMedicalConditions: 'None',
    medicalHistory: [{ condition: 'Asthma', status: 'ongoing' }],
    weightHistory: [{ weight: 68, month: '2026-03', date: '2026-03-01T10:00:00.000Z' }],
    heartRateHistory: [{ heartRate: 72, month: '2026-03', date: '2026-03-01T10:00:00.000Z' }],
    heartRateLogs: [{ date: '2026-03-01T10:00:00.000Z', heartRate: 72 }],
    ai_generated: {
      health_summary: 'Well.',
      health_alert: { alert: '', emergency: false },
      lifestyle_tips: ['Walk.'],
    },
  },
  emergency_contact: {
    emergencyContactName: 'Charles Babbage',
    emergencyContactRelationship: 'Friend',
    emergencyContactPhone: '+44 7700 900456',
  },
};

const { height, weight, heartRate, bloodGroup, knownAllergies, existingMedicalConditions } =
  PROFILE_AS_READ.health_info;
/** What auth-svc must receive of it: the editable parts only. */
const EDITABLE = {
  role: 'user',
  personal_info: PROFILE_AS_READ.personal_info,
  health_info: { height, weight, heartRate, bloodGroup, knownAllergies, existingMedicalConditions },
  emergency_contact: PROFILE_AS_READ.emergency_contact,
};

describe('the profile save body', () => {
  it('accepts the profile as read plus the role, and passes on only its editable parts', async () => {
    const body = await checkBody(SaveProfileBodyDto, { ...PROFILE_AS_READ, role: 'user' });

    expect(body).toBeInstanceOf(SaveProfileBodyDto);
    expect(JSON.parse(JSON.stringify(editableProfileOf(body as SaveProfileBodyDto)))).toEqual(EDITABLE);
  });

  it('passes on a body without read-only parts unchanged', async () => {
    const body = await checkBody(SaveProfileBodyDto, EDITABLE);
    expect(JSON.parse(JSON.stringify(editableProfileOf(body as SaveProfileBodyDto)))).toEqual(EDITABLE);
  });

  it.each([
    ['an unknown key beside them', { ...PROFILE_AS_READ, role: 'user', admin: true }, 'admin'],
    [
      'an unknown key in the health info',
      { ...PROFILE_AS_READ, role: 'user', health_info: { ...PROFILE_AS_READ.health_info, bmi: 22 } },
      'health_info',
    ],
    [
      'a history that is no list',
      {
        ...PROFILE_AS_READ,
        role: 'user',
        health_info: { ...PROFILE_AS_READ.health_info, weightHistory: 'x' },
      },
      'health_info',
    ],
    ['a picture that is no text', { ...PROFILE_AS_READ, role: 'user', profilePicture: 7 }, 'profilePicture'],
  ])('still refuses %s', async (_case, value, property) => {
    const errors = await refusalErrorsOf(SaveProfileBodyDto, value);
    expect(errors.map((error) => error.property)).toEqual([property]);
  });

  it('is never what auth-svc accepts: its request and command refuse every read-only part', async () => {
    const body = { ...PROFILE_AS_READ, role: 'user' };
    const refused = (await refusalErrorsOf(SaveProfileRequestDto, body)).map((error) => error.property);
    expect(refused.sort()).toEqual(['_id', 'health_info', 'profilePicture']);
    await expect(
      refusalErrorsOf(SaveProfileCommandDto, { actor: ACTOR, profile: body }),
    ).resolves.toHaveLength(1);
    await expect(checkBody(SaveProfileCommandDto, { actor: ACTOR, profile: EDITABLE })).resolves.toBeTruthy();
  });
});

describe('withoutReadOnlyParts', () => {
  class Inner {
    @IsString() kept?: string;
    @ReadOnlyPart() @IsString() dropped?: string;
  }
  class Outer {
    @ReadOnlyPart() @IsString() id?: string;
    inner?: Inner;
    list?: Inner[];
  }
  class Child extends Outer {
    @ReadOnlyPart() @IsString() own?: string;
  }

  const inner = (): Inner => Object.assign(new Inner(), { kept: 'a', dropped: 'b' });

  it('drops the marked properties at any depth, arrays included, and those a parent class marks', () => {
    const value = Object.assign(new Child(), { id: 'x', own: 'y', inner: inner(), list: [inner()] });
    expect(withoutReadOnlyParts(value)).toEqual({ inner: { kept: 'a' }, list: [{ kept: 'a' }] });
  });

  it('leaves plain objects and values alone', () => {
    expect(withoutReadOnlyParts({ id: 'x', dropped: 'y' })).toEqual({ id: 'x', dropped: 'y' });
    expect(withoutReadOnlyParts(null)).toBeNull();
    expect(withoutReadOnlyParts('text')).toBe('text');
  });
});
