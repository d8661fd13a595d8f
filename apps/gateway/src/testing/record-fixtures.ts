import { type DoctorProfile, type UserAppointment, type UserProfile } from '@vitalsync/contracts';
import { doctorProfile, patientProfile } from '@vitalsync/testing';

import { type PatientRecord } from '../record-export/fhir/fhir-bundle';

export const RECORD_PATIENT_ID = '7a0c1d4e-0000-4000-8000-00000000000b';
export const RECORD_DOCTOR_ID = '7a0c1d4e-0000-4000-8000-00000000000d';
export const RECORD_OTHER_DOCTOR_ID = '7a0c1d4e-0000-4000-8000-00000000000e';
export const EXPORTED_AT = new Date('2026-11-27T08:00:00.000Z');

/** A patient with every kind of data the export reads: readings with dates, allergies, conditions, history. */
export const recordPatient = (): UserProfile => {
  const profile = patientProfile('Ada Lovelace', RECORD_PATIENT_ID);
  return {
    ...profile,
    health_info: {
      ...profile.health_info,
      height: 170,
      weight: 66,
      heartRate: 75,
      knownAllergies: 'Penicillin, peanuts; none',
      existingMedicalConditions: 'Asthma\nMigraine',
      medicalHistory: [
        { condition: 'Appendicitis', status: 'Resolved in 2010' },
        { condition: 'Back pain', status: 'comes and goes' },
      ],
      weightHistory: [
        { weight: 68, month: '2026-10', date: '2026-10-01T09:00:00.000Z' },
        { weight: 66, month: '2026-11', date: '2026-11-21T10:00:00.000Z' },
      ],
      heartRateHistory: [
        { heartRate: 72, month: '2026-10', date: '2026-10-01T09:00:00.000Z' },
        { heartRate: 75, month: '2026-11', date: '' },
      ],
      heartRateLogs: [],
    },
  };
};

export const recordDoctor = (): DoctorProfile => doctorProfile('Grace Hopper', null, RECORD_DOCTOR_ID);

/** One appointment of each status; the completed one holds a prescription of two medicines. */
export const recordAppointments = (): UserAppointment[] => {
  const doctor = { fullName: 'Grace Hopper', doctorId: RECORD_DOCTOR_ID };
  const base = { type: 'video-call' as const, reason: null, prescription: null, doctor };
  return [
    {
      ...base,
      _id: '7a0c1d4e-0000-4000-8000-000000000001',
      dateTime: '2026-11-02T09:00:00.000Z',
      status: 'completed',
      reason: 'Wheezing at night',
      prescription: {
        medicines: [
          { name: 'Salbutamol inhaler', dosage: '2 puffs', duration: '30 days' },
          { name: 'Montelukast', dosage: '10 mg', duration: '' },
        ],
        instructions: 'Use the inhaler before exercise.',
      },
    },
    {
      ...base,
      _id: '7a0c1d4e-0000-4000-8000-000000000002',
      dateTime: '2026-11-27T09:00:00.000Z',
      status: 'in-progress',
    },
    {
      ...base,
      _id: '7a0c1d4e-0000-4000-8000-000000000003',
      dateTime: '2099-03-02T09:30:00.000Z',
      status: 'scheduled',
    },
    {
      ...base,
      _id: '7a0c1d4e-0000-4000-8000-000000000004',
      dateTime: '2099-03-03T09:30:00.000Z',
      status: 'cancelled',
      type: 'chat',
      doctor: { fullName: 'Alan Turing', doctorId: RECORD_OTHER_DOCTOR_ID },
    },
  ];
};

/** The whole record; the second doctor's profile is missing, as if the account were gone. */
export const fullRecord = (): PatientRecord => ({
  profile: recordPatient(),
  appointments: recordAppointments(),
  doctors: [recordDoctor()],
});
