import { newTestService, standIn } from '@vitalsync/testing';
import { type Namespace, type Socket } from 'socket.io';

import { NotificationPusher, accountRoom } from './notification-pusher';
import { NotificationsNamespace } from './notifications.namespace';

const ACCOUNT_ID = '7a0c1d4e-0000-4000-8000-00000000000b';

describe('NotificationsNamespace', () => {
  const pusher = new NotificationPusher();
  const { sut } = newTestService(NotificationsNamespace, [
    { read: jest.fn() },
    { onRevoked: jest.fn() },
    pusher,
  ]);

  it('checks the session of every socket and hands the namespace to the pusher', () => {
    const emit = jest.fn();
    const namespace = { use: jest.fn(), to: jest.fn(() => ({ emit })) };
    sut.afterInit(standIn<Namespace>(namespace));
    expect(namespace.use).toHaveBeenCalledTimes(1);

    pusher.push(ACCOUNT_ID, 'appointment-changed', {
      change: 'cancelled',
      appointmentId: '7a0c1d4e-0000-4000-8000-000000000001',
      dateTime: '2099-03-02T09:30:00.000Z',
      type: 'chat',
      status: 'cancelled',
      counterpartName: 'Grace Hopper',
      by: 'user',
    });
    expect(namespace.to).toHaveBeenCalledWith(accountRoom(ACCOUNT_ID));
  });

  it('puts each socket in the room of its session account', () => {
    const join = jest.fn();
    sut.handleConnection(standIn<Socket>({ data: { actor: { id: ACCOUNT_ID, role: 'user' } }, join }));
    expect(join).toHaveBeenCalledWith(accountRoom(ACCOUNT_ID));
  });
});
