import { ForbiddenException } from '@nestjs/common';
import { type BusClient } from '@vitalsync/bus';
import { ACCOUNT_SUBJECTS, APPOINTMENT_SUBJECTS, type UserAppointment } from '@vitalsync/contracts';
import { busRequestFake, doctorProfile, newTestService, standIn } from '@vitalsync/testing';
import { type FastifyReply } from 'fastify';

import { type SessionClaims } from '../sessions/session-token';
import {
  EXPORTED_AT,
  RECORD_DOCTOR_ID,
  RECORD_PATIENT_ID,
  recordAppointments,
  recordDoctor,
  recordPatient,
} from '../testing/record-fixtures';
import { PatientRecordSource } from './patient-record.source';
import { RecordExportController } from './record-export.controller';

const PATIENT: SessionClaims = {
  id: RECORD_PATIENT_ID,
  role: 'user',
  sessionId: 's1',
  expiresAt: 4_070_908_800_000,
};
const DOCTOR: SessionClaims = {
  id: RECORD_DOCTOR_ID,
  role: 'doctor',
  sessionId: 's2',
  expiresAt: 4_070_908_800_000,
};

/** A bus that answers each pattern from a table, recording every request. */
const fakeBus = (replies: Record<string, unknown>) => {
  const request = busRequestFake((pattern: string) =>
    pattern in replies
      ? Promise.resolve(replies[pattern])
      : Promise.reject(new Error(`unexpected ${pattern}`)),
  );
  return { bus: { request }, request };
};

interface HeaderRecorder {
  header(name: string, value: string): HeaderRecorder;
}

const fakeReply = () => {
  const headers: Record<string, string> = {};
  const reply: HeaderRecorder = {
    header: (name, value) => {
      headers[name] = value;
      return reply;
    },
  };
  return { reply: standIn<FastifyReply>(reply), headers };
};

const sourceOver = (bus: Partial<BusClient>) => newTestService(PatientRecordSource, [bus]).sut;

const controllerOver = (bus: Partial<BusClient>) =>
  newTestService(RecordExportController, [sourceOver(bus), () => EXPORTED_AT]).sut;

describe('RecordExportController', () => {
  it('should answer the session patient’s bundle as a FHIR JSON attachment nobody caches', async () => {
    const { bus, request } = fakeBus({
      [ACCOUNT_SUBJECTS.getProfile]: recordPatient(),
      [APPOINTMENT_SUBJECTS.listForUser]: recordAppointments(),
      [ACCOUNT_SUBJECTS.getManyProfiles]: [recordDoctor()],
    });
    const { reply, headers } = fakeReply();

    const bundle = await controllerOver(bus).fhir(PATIENT, reply);

    expect(bundle.entry[0]?.resource).toMatchObject({ resourceType: 'Patient', id: RECORD_PATIENT_ID });
    expect(headers).toEqual({
      'content-type': 'application/fhir+json; charset=utf-8',
      'content-disposition': 'attachment; filename="vitalsync-record-2026-11-27.json"',
      'cache-control': 'no-store',
    });
    const actor = { id: RECORD_PATIENT_ID, role: 'user' };
    expect(request).toHaveBeenCalledWith(ACCOUNT_SUBJECTS.getProfile, { actor });
    expect(request).toHaveBeenCalledWith(APPOINTMENT_SUBJECTS.listForUser, { actor, scheduledOnly: false });
    // Only the doctors of the patient's own appointments, each once.
    expect(request).toHaveBeenCalledWith(ACCOUNT_SUBJECTS.getManyProfiles, {
      ids: [RECORD_DOCTOR_ID, '7a0c1d4e-0000-4000-8000-00000000000e'],
      role: 'doctor',
    });
  });

  it('should gather a long record in three bus requests, never one per appointment', async () => {
    const many: UserAppointment[] = Array.from({ length: 40 }, (_, index) => ({
      ...(recordAppointments()[0] as UserAppointment),
      _id: `7a0c1d4e-0000-4000-8000-${String(index).padStart(12, '0')}`,
      doctor: {
        fullName: `Doctor ${index}`,
        doctorId: `7a0c1d4e-0000-4000-9000-${String(index).padStart(12, '0')}`,
      },
    }));
    const { bus, request } = fakeBus({
      [ACCOUNT_SUBJECTS.getProfile]: recordPatient(),
      [APPOINTMENT_SUBJECTS.listForUser]: many,
      [ACCOUNT_SUBJECTS.getManyProfiles]: many.map(({ doctor }) =>
        doctorProfile(doctor.fullName, null, doctor.doctorId),
      ),
    });

    const bundle = await controllerOver(bus).fhir(PATIENT, fakeReply().reply);

    expect(request).toHaveBeenCalledTimes(3);
    expect(bundle.entry.filter(({ resource }) => resource.resourceType === 'Appointment')).toHaveLength(40);
  });

  it('should refuse a doctor before asking any service', async () => {
    const { bus, request } = fakeBus({});
    await expect(controllerOver(bus).fhir(DOCTOR, fakeReply().reply)).rejects.toThrow(ForbiddenException);
    expect(request).not.toHaveBeenCalled();
  });

  it('should refuse when the session’s profile is not a patient’s (defence in depth)', async () => {
    const { bus } = fakeBus({
      [ACCOUNT_SUBJECTS.getProfile]: recordDoctor(),
      [APPOINTMENT_SUBJECTS.listForUser]: [],
    });
    await expect(sourceOver(bus).read(PATIENT)).rejects.toThrow('Only patients can download their record.');
  });

  it('should skip the doctors’ request for a patient without appointments', async () => {
    const { bus, request } = fakeBus({
      [ACCOUNT_SUBJECTS.getProfile]: recordPatient(),
      [APPOINTMENT_SUBJECTS.listForUser]: [],
    });
    await expect(sourceOver(bus).read(PATIENT)).resolves.toMatchObject({
      appointments: [],
      doctors: [],
    });
    expect(request).toHaveBeenCalledTimes(2);
  });
});
