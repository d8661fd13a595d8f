import { type AppointmentNotification, NOTIFICATION_EVENTS } from '@vitalsync/contracts';
import { standIn } from '@vitalsync/testing';
import { type Namespace } from 'socket.io';

import { NotificationPusher, accountRoom } from './notification-pusher';

const NOTIFICATION: AppointmentNotification = {
  change: 'booked',
  appointmentId: '7a0c1d4e-0000-4000-8000-000000000001',
  dateTime: '2099-03-02T09:30:00.000Z',
  type: 'chat',
  status: 'scheduled',
  counterpartName: 'Ada Lovelace',
  by: 'user',
};

const fakeNamespace = () => {
  const emit = jest.fn();
  const to = jest.fn(() => ({ emit }));
  return { namespace: standIn<Namespace>({ to }), to, emit };
};

describe('NotificationPusher', () => {
  it('emits to the room of the account, which every socket of that account joined', () => {
    const sut = new NotificationPusher();
    const { namespace, to, emit } = fakeNamespace();
    sut.attach(namespace);
    sut.push('account-1', NOTIFICATION_EVENTS.appointment, NOTIFICATION);
    expect(to).toHaveBeenCalledWith(accountRoom('account-1'));
    expect(emit).toHaveBeenCalledWith('appointment-changed', NOTIFICATION);
  });

  it('emits a patient’s emergency to a consulting doctor’s room', () => {
    const sut = new NotificationPusher();
    const { namespace, to, emit } = fakeNamespace();
    sut.attach(namespace);
    const toast = {
      patientId: '7a0c1d4e-0000-4000-8000-0000000000b1',
      patientName: 'Ada Lovelace',
      alert: 'Heart rate 150 bpm is in the emergency range.',
      at: '2098-06-01T10:00:00.000Z',
    };
    sut.push('doctor-1', NOTIFICATION_EVENTS.emergency, toast);
    expect(to).toHaveBeenCalledWith(accountRoom('doctor-1'));
    expect(emit).toHaveBeenCalledWith('health-emergency', toast);
  });

  it('drops a push that comes before the namespace exists: nobody can be connected yet', () => {
    expect(() =>
      new NotificationPusher().push('account-1', NOTIFICATION_EVENTS.appointment, NOTIFICATION),
    ).not.toThrow();
  });

  it('gives each account a room of its own', () => {
    expect(accountRoom('a')).not.toBe(accountRoom('b'));
  });
});
