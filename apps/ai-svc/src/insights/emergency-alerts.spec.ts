import { type BusClient } from '@vitalsync/bus';
import { AI_EVENTS, APPOINTMENT_SUBJECTS } from '@vitalsync/contracts';

import { fakeClock } from '../testing/fake-clock';
import { EmergencyAlerts } from './emergency-alerts';

const PATIENT = '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11';
const DOCTOR = '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41';
const notice = { patientId: PATIENT, patientName: 'Ada Lovelace', alert: 'Emergency: heart rate 150 bpm…' };

describe('EmergencyAlerts', () => {
  const { clock } = fakeClock('2030-01-01T10:00:00Z');

  const alertsWith = (reply: () => Promise<{ doctorIds: string[] }>) => {
    const request = jest.fn(reply);
    const emit = jest.fn(async (): Promise<void> => undefined);
    return { request, emit, sut: new EmergencyAlerts({ request, emit } as unknown as BusClient, clock) };
  };

  it('asks appointment-svc once for the consulting doctors and names them in the event', async () => {
    const { request, emit, sut } = alertsWith(async () => ({ doctorIds: [DOCTOR] }));
    await sut.announce(notice);
    expect(request).toHaveBeenCalledWith(APPOINTMENT_SUBJECTS.consultingDoctors, { patientId: PATIENT });
    expect(emit).toHaveBeenCalledWith(AI_EVENTS.emergency, {
      ...notice,
      doctorIds: [DOCTOR],
      at: '2030-01-01T10:00:00.000Z',
    });
  });

  it('publishes nothing when no doctor consulted the patient', async () => {
    const { emit, sut } = alertsWith(async () => ({ doctorIds: [] }));
    await sut.announce(notice);
    expect(emit).not.toHaveBeenCalled();
  });

  it('publishes nothing, and does not fail, when appointment-svc cannot answer', async () => {
    const { emit, sut } = alertsWith(() => Promise.reject({ status: 503, message: 'down' }));
    await expect(sut.announce(notice)).resolves.toBeUndefined();
    expect(emit).not.toHaveBeenCalled();
  });
});
