import { type Profile } from '@vitalsync/contracts';
import { doctorProfile, patientProfile } from '@vitalsync/testing';

import { toConsultedDoctors, toConsultedPatients } from './consulted-view';

const on = (day: number) => new Date(Date.UTC(2030, 5, day, 9));

describe('toConsultedPatients', () => {
  it('gives each consulted patient’s contract fields, in the consultations’ order, no other field', () => {
    const ada = patientProfile('Ada Lovelace');
    const bobProfile = patientProfile('Bob');
    const bob = { ...bobProfile, internalNote: 'never shown' } as Profile;

    const entries = toConsultedPatients(
      [
        { accountId: bob._id, lastDateTime: on(9) },
        { accountId: ada._id, lastDateTime: on(2) },
      ],
      [ada, bob],
    );

    expect(entries).toStrictEqual([
      {
        dateTime: on(9).toISOString(),
        user: {
          id: bob._id,
          profilePicture: null,
          personal_info: bobProfile.personal_info,
          health_info: bobProfile.health_info,
          emergency_contact: bobProfile.emergency_contact,
        },
      },
      {
        dateTime: on(2).toISOString(),
        user: {
          id: ada._id,
          profilePicture: null,
          personal_info: ada.personal_info,
          health_info: ada.health_info,
          emergency_contact: ada.emergency_contact,
        },
      },
    ]);
  });

  it('leaves out a patient auth-svc no longer has, and a profile that is a doctor’s', () => {
    const doctor = doctorProfile();
    expect(
      toConsultedPatients(
        [
          { accountId: 'gone', lastDateTime: on(1) },
          { accountId: doctor._id, lastDateTime: on(1) },
        ],
        [doctor],
      ),
    ).toEqual([]);
  });
});

describe('toConsultedDoctors', () => {
  it('gives each doctor’s id, picture, personal and professional info, never their hours or biography', () => {
    const grace = doctorProfile('Grace Hopper', { timeZone: 'UTC', hours: [] });

    expect(toConsultedDoctors([{ accountId: grace._id, lastDateTime: on(3) }], [grace])).toStrictEqual([
      {
        dateTime: on(3).toISOString(),
        doctor: {
          id: grace._id,
          profilePicture: 'grace.png',
          personal_info: grace.personal_info,
          professional_info: grace.professional_info,
        },
      },
    ]);
  });

  it('gives null for a doctor whose every appointment is still to come', () => {
    const grace = doctorProfile('Grace Hopper', { timeZone: 'UTC', hours: [] });

    expect(
      toConsultedDoctors([{ accountId: grace._id, lastDateTime: null }], [grace])[0]?.dateTime,
    ).toBeNull();
  });
});
