import { ACCOUNT_SUBJECTS, APPOINTMENT_SUBJECTS, type UserAppointment } from '@vitalsync/contracts';
import { busRequestFake, newTestService, patientProfile } from '@vitalsync/testing';

import { fakeClock } from '../testing/fake-clock';
import { PatientRecords } from './patient-records';

const ACTOR = { id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11', role: 'user' as const };

const scheduledAt = (dateTime: string, changes: Partial<UserAppointment> = {}): UserAppointment => ({
  _id: dateTime,
  dateTime,
  status: 'scheduled',
  type: 'chat',
  reason: null,
  prescription: null,
  doctor: { fullName: 'Dr Who', doctorId: 'd' },
  ...changes,
});

const prescriptionOf = (name: string) => ({
  medicines: [{ name, dosage: '1 tablet', duration: '5 days' }],
  instructions: 'After meals.',
});

describe('PatientRecords', () => {
  const { clock } = fakeClock('2030-05-01T10:00:00Z');

  const recordsAnswering = (answer: (pattern: string) => Promise<unknown>) => {
    const request = busRequestFake((pattern: string, _payload: unknown) => answer(pattern));
    return { request, sut: newTestService(PatientRecords, [{ request }, clock]).sut };
  };

  it('reads the earliest scheduled appointment still ahead and the latest prescription, with the actor', async () => {
    const { request, sut } = recordsAnswering(async () => [
      scheduledAt('2030-06-01T10:00:00.000Z'),
      scheduledAt('2030-04-01T09:00:00.000Z', { status: 'completed', prescription: prescriptionOf('Older') }),
      scheduledAt('2030-05-01T09:00:00.000Z'),
      scheduledAt('2030-05-01T11:00:00.000Z', { status: 'cancelled' }),
      scheduledAt('2030-04-20T09:00:00.000Z', { status: 'completed', prescription: prescriptionOf('Newer') }),
      scheduledAt('2030-04-25T09:00:00.000Z', {
        status: 'completed',
        prescription: { medicines: [], instructions: ' ' },
      }),
      scheduledAt('2030-05-02T08:00:00.000Z'),
    ]);
    await expect(sut.appointmentsOf(ACTOR)).resolves.toEqual({
      ok: true,
      value: { next: scheduledAt('2030-05-02T08:00:00.000Z'), latestPrescription: prescriptionOf('Newer') },
    });
    expect(request).toHaveBeenCalledWith(APPOINTMENT_SUBJECTS.listForUser, {
      actor: ACTOR,
      scheduledOnly: false,
    });
  });

  it('reads none when every appointment is past and none has a prescription', async () => {
    const { sut } = recordsAnswering(async () => [scheduledAt('2030-05-01T09:59:00.000Z')]);
    await expect(sut.appointmentsOf(ACTOR)).resolves.toEqual({
      ok: true,
      value: { next: null, latestPrescription: null },
    });
  });

  it("reads the patient's profile, and nothing from a doctor's", async () => {
    const profile = patientProfile('Ada Lovelace', ACTOR.id);
    await expect(recordsAnswering(async () => profile).sut.profileOf(ACTOR)).resolves.toEqual({
      ok: true,
      value: profile,
    });
    const { personal_info, _id, profilePicture } = profile;
    const doctor = {
      _id,
      profilePicture,
      personal_info,
      professional_info: {},
      availability: {},
      optional: {},
    };
    await expect(recordsAnswering(async () => doctor).sut.profileOf(ACTOR)).resolves.toEqual({ ok: false });
  });

  it('says a read failed when a service cannot answer', async () => {
    const { request, sut } = recordsAnswering(() => Promise.reject({ code: 'timeout', message: 'late' }));
    await expect(sut.profileOf(ACTOR)).resolves.toEqual({ ok: false });
    await expect(sut.appointmentsOf(ACTOR)).resolves.toEqual({ ok: false });
    expect(request).toHaveBeenCalledWith(ACCOUNT_SUBJECTS.getProfile, { actor: ACTOR });
  });
});
