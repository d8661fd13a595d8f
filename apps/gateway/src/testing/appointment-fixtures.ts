import { type AppointmentChangedEvent } from '@vitalsync/contracts';

/** An appointment.* event as appointment-svc publishes it (here, for a video call its doctor started). */
export const APPOINTMENT_CHANGED: AppointmentChangedEvent = {
  appointmentId: '7a0c1d4e-0000-4000-8000-000000000001',
  doctorId: '7a0c1d4e-0000-4000-8000-00000000000d',
  patientId: '7a0c1d4e-0000-4000-8000-00000000000b',
  doctorName: 'Grace Hopper',
  patientName: 'Ada Lovelace',
  dateTime: '2099-03-02T09:30:00.000Z',
  type: 'video-call',
  status: 'in-progress',
  by: 'doctor',
  at: '2099-03-02T09:31:00.000Z',
};
