import { type AppointmentDetail, type DoctorAppointment } from '@vitalsync/contracts';

/** The tests' "now": appointments are placed around it. */
export const NOW = Date.parse('2026-05-05T12:00:00.000Z');

export const aDoctorAppointment = (overrides: Partial<DoctorAppointment> = {}): DoctorAppointment => ({
  _id: 'a1',
  dateTime: '2026-05-06T09:30:00.000Z',
  status: 'scheduled',
  type: 'video-call',
  reason: 'Chest pain when climbing stairs',
  prescription: null,
  user: { fullName: 'Ada Patient', userId: 'u1' },
  ...overrides,
});

export const anAppointmentDetail = (appointment: DoctorAppointment): AppointmentDetail => ({
  ...appointment,
  doctor: { fullName: 'Meredith Grey', doctorId: 'd1' },
});

export const doctorAppointmentsReply = (appointments: DoctorAppointment[]) => ({
  status: 200,
  body: { status: 'success', appointments },
});

export const appointmentReply = (appointment: DoctorAppointment) => ({
  status: 200,
  body: { status: 'success', appointment: anAppointmentDetail(appointment) },
});
