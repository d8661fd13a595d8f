import { CALL_REMOTE_BUSY_MESSAGE, type CallDelivery } from '@vitalsync/contracts';
import { standIn } from '@vitalsync/testing';
import { type Namespace } from 'socket.io';

import { CallDeliveryController } from './call-delivery.controller';
import { CallSockets, callAccountRoom } from './call-sockets';
import { DOCTOR_ID, OFFER, PATIENT_ID } from './call-test-data';

const DELIVERY: CallDelivery = {
  accountId: DOCTOR_ID,
  event: 'offer',
  payload: { from: PATIENT_ID, remoteId: DOCTOR_ID, offer: OFFER },
};

const REMOTE_BUSY: CallDelivery = {
  accountId: DOCTOR_ID,
  event: 'remote-busy',
  payload: { from: PATIENT_ID, remoteId: PATIENT_ID, message: CALL_REMOTE_BUSY_MESSAGE },
};

const CANCELLED: CallDelivery = {
  accountId: DOCTOR_ID,
  event: 'call-ended',
  payload: { from: PATIENT_ID, reason: 'cancelled' },
};

describe('CallDeliveryController', () => {
  it.each([
    ['an offer', DELIVERY],
    ["a callee's remote-busy", REMOTE_BUSY],
    ['the end of a call whose appointment was cancelled', CANCELLED],
  ])("emits %s to the account's call-page sockets this gateway holds", (_case, delivery) => {
    const emit = jest.fn();
    const to = jest.fn(() => ({ emit }));
    const sockets = new CallSockets();
    sockets.attach(standIn<Namespace>({ to }));
    new CallDeliveryController(sockets).onDeliver(delivery);
    expect(to).toHaveBeenCalledWith(callAccountRoom(DOCTOR_ID));
    expect(emit).toHaveBeenCalledWith(delivery.event, delivery.payload);
  });

  it('drops a delivery that arrives before the namespace is up', () => {
    expect(() => new CallDeliveryController(new CallSockets()).onDeliver(DELIVERY)).not.toThrow();
  });
});
