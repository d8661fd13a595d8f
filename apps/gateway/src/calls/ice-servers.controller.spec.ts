import { newTestService } from '@vitalsync/testing';

import { PATIENT_CLAIMS, PATIENT_ID } from './call-test-data';
import { IceServersController } from './ice-servers.controller';

describe('IceServersController', () => {
  it("asks signaling-svc for the caller's servers and answers them with success", async () => {
    const reply = { iceServers: [{ urls: 'stun:stun.example.org:3478' }], iceTransportPolicy: 'all' };
    const request = jest.fn().mockResolvedValue(reply);
    const { sut } = newTestService(IceServersController, [{ request }]);
    await expect(sut.get(PATIENT_CLAIMS)).resolves.toEqual({ status: 'success', ...reply });
    expect(request).toHaveBeenCalledWith('calls.ice-servers', { actor: { id: PATIENT_ID, role: 'user' } });
  });
});
