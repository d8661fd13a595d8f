import { processMetrics } from '@vitalsync/backend';
import { type AppointmentNotification, NOTIFICATION_EVENTS } from '@vitalsync/contracts';
import { standIn } from '@vitalsync/testing';
import { type Namespace } from 'socket.io';

import { NotificationPusher } from './notification-pusher';

const EMERGENCY = {
  patientId: '7a0c1d4e-0000-4000-8000-0000000000b1',
  patientName: 'Ada Lovelace',
  alert: 'Heart rate 150 bpm is in the emergency range.',
  at: '2098-06-01T10:00:00.000Z',
};

const APPOINTMENT: AppointmentNotification = {
  change: 'booked',
  appointmentId: '7a0c1d4e-0000-4000-8000-000000000001',
  dateTime: '2099-03-02T09:30:00.000Z',
  type: 'chat',
  status: 'scheduled',
  counterpartName: 'Ada Lovelace',
  by: 'user',
};

describe('NotificationPusher metrics', () => {
  it('counts each emergency pushed to a doctor, and no other notification', async () => {
    processMetrics().registry.resetMetrics();
    const sut = new NotificationPusher();
    sut.attach(standIn<Namespace>({ to: () => ({ emit: jest.fn() }) }));

    sut.push('doctor-1', NOTIFICATION_EVENTS.emergency, EMERGENCY);
    sut.push('doctor-2', NOTIFICATION_EVENTS.emergency, EMERGENCY);
    sut.push('patient-1', NOTIFICATION_EVENTS.appointment, APPOINTMENT);

    const counted = await processMetrics().emergenciesPushed.get();
    expect(counted.values).toEqual([expect.objectContaining({ value: 2 })]);
  });
});
