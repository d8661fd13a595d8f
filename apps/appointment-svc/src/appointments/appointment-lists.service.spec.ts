import { randomUUID } from 'node:crypto';

import { type Actor, type Profile } from '@vitalsync/contracts';
import { doctorProfile, newTestService, patientProfile, refusalOf } from '@vitalsync/testing';

import { appointmentRow } from '../testing/appointment-rows';
import { type Consultation } from './appointment-access';
import { AppointmentListsService } from './appointment-lists.service';
import { type Appointment } from './appointments.schema';

const DOCTOR: Actor = { id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11', role: 'doctor' };
const PATIENT: Actor = { id: '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41', role: 'user' };

const setup = (rows: Appointment[] = [], consultations: Consultation[] = []) => {
  const appointments = {
    listForDoctor: jest.fn(async () => rows),
    listForPatient: jest.fn(async () => rows),
  };
  const access = {
    participation: jest.fn(async () => rows[0]),
    consultedPatients: jest.fn(async () => consultations),
    consultedDoctors: jest.fn(async () => consultations),
  };
  const people = {
    namesOf: jest.fn(
      async (accounts: ReadonlyArray<{ id: string }>) =>
        new Map(accounts.map((account) => [account.id, `Name of ${account.id}`])),
    ),
  };
  const profiles = { getMany: jest.fn(async (): Promise<Profile[]> => []) };
  const audit = { recordRead: jest.fn(async () => undefined) };
  const { sut } = newTestService(AppointmentListsService, [appointments, access, people, profiles, audit]);
  return { sut, appointments, access, people, profiles, audit };
};

describe('AppointmentListsService', () => {
  it('lists a doctor’s 1,000 appointments with one query and one lookup of names', async () => {
    const rows = Array.from({ length: 1000 }, (_, index) =>
      appointmentRow({ doctorId: DOCTOR.id, patientId: `patient-${index % 40}` }),
    );
    const { sut, appointments, people, profiles } = setup(rows);

    const listed = await sut.listForDoctor(DOCTOR);

    expect(listed).toHaveLength(1000);
    expect(listed[41]).toMatchObject({
      _id: rows[41]?.id,
      user: { fullName: 'Name of patient-1', userId: 'patient-1' },
    });
    expect(appointments.listForDoctor).toHaveBeenCalledTimes(1);
    expect(appointments.listForDoctor).toHaveBeenCalledWith(DOCTOR.id);
    expect(people.namesOf).toHaveBeenCalledTimes(1);
    expect(profiles.getMany).not.toHaveBeenCalled();
  });

  it('lists a patient’s appointments with their doctors’ names, scheduled only when asked', async () => {
    const row = appointmentRow({ patientId: PATIENT.id });
    const { sut, appointments, people } = setup([row]);

    await expect(sut.listForUser(PATIENT, true)).resolves.toEqual([
      expect.objectContaining({
        _id: row.id,
        doctor: { fullName: `Name of ${row.doctorId}`, doctorId: row.doctorId },
      }),
    ]);
    expect(appointments.listForPatient).toHaveBeenCalledWith(PATIENT.id, true);
    expect(people.namesOf).toHaveBeenCalledWith([{ id: row.doctorId, role: 'doctor' }]);
  });

  it.each([
    ['a patient the doctor’s list', (sut: AppointmentListsService) => sut.listForDoctor(PATIENT)],
    ['a patient the consulted patients', (sut: AppointmentListsService) => sut.consultedPatients(PATIENT)],
    ['a doctor the patient’s list', (sut: AppointmentListsService) => sut.listForUser(DOCTOR, false)],
    ['a doctor the consulted doctors', (sut: AppointmentListsService) => sut.consultedDoctors(DOCTOR)],
  ])('refuses %s with 403', async (_case, call) => {
    const { sut, appointments, access } = setup();

    await expect(refusalOf(call(sut))).resolves.toMatchObject({ code: 'forbidden' });
    expect(appointments.listForDoctor).not.toHaveBeenCalled();
    expect(access.consultedPatients).not.toHaveBeenCalled();
  });

  it('reads one appointment through the access component', async () => {
    const row = appointmentRow({ doctorId: DOCTOR.id });
    const { sut, access, audit } = setup([row]);

    await expect(sut.get(DOCTOR, row.id)).resolves.toMatchObject({
      _id: row.id,
      user: { userId: row.patientId },
      doctor: { doctorId: DOCTOR.id },
    });
    expect(access.participation).toHaveBeenCalledWith(row.id, DOCTOR.id);
    expect(audit.recordRead).toHaveBeenCalledWith(DOCTOR, 'appointment.viewed', [row.patientId], row.id);
  });

  it('lists 200 consulted patients with one aggregation and one request for their profiles', async () => {
    const patients = Array.from({ length: 200 }, (_, index) => patientProfile(`Patient ${index}`));
    const consultations = patients.map((profile, index) => ({
      accountId: profile._id,
      lastDateTime: new Date(Date.UTC(2030, 5, 1) - index * 60_000),
    }));
    const { sut, access, profiles, audit } = setup([], consultations);
    profiles.getMany.mockResolvedValueOnce([...patients].reverse() as never);

    const listed = await sut.consultedPatients(DOCTOR);

    // One access record for the whole list, naming every patient shown.
    expect(audit.recordRead).toHaveBeenCalledTimes(1);
    expect(audit.recordRead).toHaveBeenCalledWith(
      DOCTOR,
      'patients.listed',
      listed.map(({ user }) => user.id),
      null,
    );

    expect(listed.map((entry) => entry.user.id)).toEqual(patients.map((profile) => profile._id));
    expect(access.consultedPatients).toHaveBeenCalledWith(DOCTOR.id);
    expect(profiles.getMany).toHaveBeenCalledTimes(1);
    expect(profiles.getMany).toHaveBeenCalledWith(
      patients.map((profile) => profile._id),
      'user',
    );
  });

  it('lists the consulted doctors from doctor profiles', async () => {
    const grace = doctorProfile('Grace Hopper', null, randomUUID());
    const { sut, profiles } = setup(
      [],
      [{ accountId: grace._id, lastDateTime: new Date('2030-06-01T00:00:00Z') }],
    );
    profiles.getMany.mockResolvedValueOnce([grace] as never);

    await expect(sut.consultedDoctors(PATIENT)).resolves.toEqual([
      expect.objectContaining({
        dateTime: '2030-06-01T00:00:00.000Z',
        doctor: expect.objectContaining({ id: grace._id }),
      }),
    ]);
    expect(profiles.getMany).toHaveBeenCalledWith([grace._id], 'doctor');
  });

  it('opens one consulted patient’s detail and records that the doctor viewed the record', async () => {
    const ada = patientProfile('Ada Lovelace');
    const { sut, profiles, audit } = setup([], [{ accountId: ada._id, lastDateTime: null }]);
    profiles.getMany.mockResolvedValueOnce([ada] as never);

    await expect(sut.consultedPatient(DOCTOR, ada._id)).resolves.toMatchObject({ user: { id: ada._id } });
    expect(profiles.getMany).toHaveBeenCalledWith([ada._id], 'user');
    expect(audit.recordRead).toHaveBeenCalledWith(DOCTOR, 'patient.viewed', [ada._id], ada._id);
  });

  it('answers 404 for a patient the doctor never consulted, and records nothing', async () => {
    const { sut, profiles, audit } = setup([], []);

    await expect(refusalOf(sut.consultedPatient(DOCTOR, randomUUID()))).resolves.toStrictEqual({
      code: 'patient.not_found',
      message: 'You can only see patients you have consulted.',
    });
    expect(profiles.getMany).not.toHaveBeenCalled();
    expect(audit.recordRead).not.toHaveBeenCalled();
  });

  it('refuses a patient who asks for a consulted patient’s detail', async () => {
    const { sut } = setup([], []);
    await expect(refusalOf(sut.consultedPatient(PATIENT, PATIENT.id))).resolves.toMatchObject({
      code: 'forbidden',
    });
  });
});
