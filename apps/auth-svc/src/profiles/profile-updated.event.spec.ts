import { PATIENT_HEALTH_FIELDS } from '@vitalsync/testing';

import { type Account } from '../accounts/accounts.schema';
import { DOCTOR_SECTIONS, PATIENT_ACCOUNT } from '../testing/account-fixtures';
import { profileUpdatedEvent } from './profile-updated.event';

const AT = new Date('2026-12-03T08:09:10.000Z');
const ID = PATIENT_ACCOUNT.id;

const doctor = {
  ...DOCTOR_SECTIONS,
  id: ID,
  email: 'grace@example.com',
  profilePicture: null,
  profileVersion: 1,
} as Account;

describe('profileUpdatedEvent', () => {
  it('carries a patient’s card, editable health fields and profile version, and nothing else of the account', () => {
    expect(profileUpdatedEvent(PATIENT_ACCOUNT, AT)).toStrictEqual({
      accountId: ID,
      role: 'user',
      card: { fullName: 'Ada Lovelace', profilePicture: 'own.png' },
      health_info: PATIENT_HEALTH_FIELDS,
      version: 3,
      at: '2026-12-03T08:09:10.000Z',
    });
  });

  it('carries a doctor’s card without health fields, and never an email, a phone or a birth date', () => {
    const event = profileUpdatedEvent(doctor, AT);

    expect(event).toStrictEqual({
      accountId: ID,
      role: 'doctor',
      card: { fullName: 'Grace Hopper', profilePicture: null },
      version: 1,
      at: '2026-12-03T08:09:10.000Z',
    });
    expect(JSON.stringify([event, profileUpdatedEvent(PATIENT_ACCOUNT, AT)])).not.toMatch(
      /example\.com|0123456|1975-01-02|1985-06-15|Asthma/,
    );
  });
});
