import { type AppointmentStatus } from '@vitalsync/contracts';

import {
  RECORD_DOCTOR_ID,
  RECORD_OTHER_DOCTOR_ID,
  recordAppointments,
  recordDoctor,
  recordPatient,
} from '../../testing/record-fixtures';
import { toFhirAppointments } from './fhir-appointments';
import { toFhirMedicationRequests } from './fhir-medication-requests';
import { toFhirPatient } from './fhir-patient';
import { toFhirPractitioners } from './fhir-practitioners';

const patient = toFhirPatient(recordPatient());
const appointments = recordAppointments();
const practitioners = toFhirPractitioners(appointments, [recordDoctor()]);
const fhirAppointments = toFhirAppointments(appointments, patient, practitioners);

describe('toFhirPractitioners', () => {
  it('should give each doctor once, with the name and speciality and nothing else', () => {
    expect(practitioners).toEqual([
      {
        resourceType: 'Practitioner',
        id: RECORD_DOCTOR_ID,
        name: [{ text: 'Grace Hopper' }],
        qualification: [{ code: { text: 'Cardiology' } }],
      },
      // No profile any more: the name the appointment carries, no speciality.
      { resourceType: 'Practitioner', id: RECORD_OTHER_DOCTOR_ID, name: [{ text: 'Alan Turing' }] },
    ]);
  });
});

describe('toFhirAppointments', () => {
  it.each([
    ['scheduled', 'booked'],
    ['in-progress', 'arrived'],
    ['completed', 'fulfilled'],
    ['cancelled', 'cancelled'],
  ] as Array<[AppointmentStatus, string]>)('should map the status %s to %s', (status, fhir) => {
    const [appointment] = toFhirAppointments(
      appointments.slice(0, 1).map((appointment) => ({ ...appointment, status })),
      patient,
      practitioners,
    );
    expect(appointment?.status).toBe(fhir);
  });

  it('should give the time, the kind, the reason and both participants as references into the bundle', () => {
    expect(fhirAppointments[0]).toEqual({
      resourceType: 'Appointment',
      id: '7a0c1d4e-0000-4000-8000-000000000001',
      status: 'fulfilled',
      serviceType: [{ text: 'Video consultation' }],
      reasonCode: [{ text: 'Wheezing at night' }],
      start: '2026-11-02T09:00:00.000Z',
      end: '2026-11-02T09:30:00.000Z',
      minutesDuration: 30,
      participant: [
        { actor: { reference: `urn:uuid:${patient.id}`, type: 'Patient' }, status: 'accepted' },
        { actor: { reference: `urn:uuid:${RECORD_DOCTOR_ID}`, type: 'Practitioner' }, status: 'accepted' },
      ],
    });
    expect(fhirAppointments[3]).toMatchObject({ serviceType: [{ text: 'Chat consultation' }] });
    expect(fhirAppointments[3]).not.toHaveProperty('reasonCode');
  });

  it('should refuse to build an appointment whose doctor has no Practitioner (a dangling reference)', () => {
    expect(() => toFhirAppointments(appointments, patient, [])).toThrow(/No Practitioner/);
  });
});

describe('toFhirMedicationRequests', () => {
  const requests = toFhirMedicationRequests(appointments, patient, fhirAppointments);

  it('should give one request per prescribed medicine, by the doctor, in that appointment', () => {
    expect(requests).toEqual([
      {
        resourceType: 'MedicationRequest',
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        status: 'unknown',
        intent: 'order',
        medicationCodeableConcept: { text: 'Salbutamol inhaler' },
        subject: { reference: `urn:uuid:${patient.id}`, type: 'Patient' },
        requester: { reference: `urn:uuid:${RECORD_DOCTOR_ID}`, type: 'Practitioner' },
        supportingInformation: [
          { reference: 'urn:uuid:7a0c1d4e-0000-4000-8000-000000000001', type: 'Appointment' },
        ],
        dosageInstruction: [
          { text: '2 puffs for 30 days', patientInstruction: 'Use the inhaler before exercise.' },
        ],
      },
      expect.objectContaining({
        medicationCodeableConcept: { text: 'Montelukast' },
        dosageInstruction: [{ text: '10 mg', patientInstruction: 'Use the inhaler before exercise.' }],
      }),
    ]);
    expect(requests[0]?.id).not.toBe(requests[1]?.id);
  });

  it('should give nothing for appointments without a prescription', () => {
    expect(toFhirMedicationRequests(appointments.slice(1), patient, fhirAppointments)).toEqual([]);
  });
});
