import { type CallDelivery } from '@vitalsync/contracts';
import { type Namespace } from 'socket.io';

import { CallDeliveryController } from './call-delivery.controller';
import { CallSockets, callAccountRoom } from './call-sockets';
import { DOCTOR_ID, OFFER, PATIENT_ID } from './call-test-data';

const DELIVERY: CallDelivery = {
  accountId: DOCTOR_ID,
  event: 'offer',
  payload: { from: PATIENT_ID, remoteId: DOCTOR_ID, offer: OFFER },
};

describe('CallDeliveryController', () => {
  it("emits a delivery to the account's call-page sockets this gateway holds", () => {
    const emit = jest.fn();
    const to = jest.fn(() => ({ emit }));
    const sockets = new CallSockets();
    sockets.attach({ to } as unknown as Namespace);
    new CallDeliveryController(sockets).onDeliver(DELIVERY);
    expect(to).toHaveBeenCalledWith(callAccountRoom(DOCTOR_ID));
    expect(emit).toHaveBeenCalledWith('offer', DELIVERY.payload);
  });

  it('drops a delivery that arrives before the namespace is up', () => {
    expect(() => new CallDeliveryController(new CallSockets()).onDeliver(DELIVERY)).not.toThrow();
  });
});
