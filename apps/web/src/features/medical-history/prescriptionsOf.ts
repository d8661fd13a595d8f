import { type Prescription, type UserAppointment } from '@vitalsync/contracts';

export interface PrescriptionRecord {
  appointmentId: string;
  dateTime: string;
  doctorName: string;
  prescription: Prescription;
}

/** The prescriptions of the patient's completed appointments (issue 10), newest first. */
export const prescriptionsOf = (appointments: readonly UserAppointment[]): PrescriptionRecord[] =>
  appointments
    .flatMap(({ _id, dateTime, doctor, prescription, status }) =>
      prescription && status === 'completed'
        ? [{ appointmentId: _id, dateTime, doctorName: doctor.fullName, prescription }]
        : [],
    )
    .sort((a, b) => Date.parse(b.dateTime) - Date.parse(a.dateTime));
