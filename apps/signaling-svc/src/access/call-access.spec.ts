import { APPOINTMENT_SUBJECTS, CALL_NOT_ALLOWED_MESSAGE } from '@vitalsync/contracts';
import { busRequestFake, newTestService, refusalOf } from '@vitalsync/testing';

import { CallAccess } from './call-access';

const DOCTOR = { id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11', role: 'doctor' as const };
const PATIENT = '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41';
const APPOINTMENT = '8d3c1a52-3f0e-4b1f-9a7e-2f6f1c0b7e21';

const accessAnswering = (answer: (pattern: string, payload: unknown) => unknown) => {
  const request = busRequestFake(async (pattern: string, payload: unknown) => answer(pattern, payload));
  return { request, access: newTestService(CallAccess, [{ request }]).sut };
};

describe('CallAccess', () => {
  it('gives the page with the other participant as the only peer', async () => {
    const { access, request } = accessAnswering(() => ({
      appointmentId: APPOINTMENT,
      doctorId: DOCTOR.id,
      patientId: PATIENT,
      status: 'in-progress',
      dateTime: '2030-06-01T09:00:00.000Z',
    }));

    await expect(access.page(DOCTOR, APPOINTMENT)).resolves.toEqual({
      appointmentId: APPOINTMENT,
      doctorId: DOCTOR.id,
      patientId: PATIENT,
      peerId: PATIENT,
    });
    expect(request).toHaveBeenCalledWith(APPOINTMENT_SUBJECTS.participant, {
      appointmentId: APPOINTMENT,
      accountId: DOCTOR.id,
    });
  });

  it.each(['forbidden', 'appointment.not_found'])(
    'turns appointment-svc’s %s into one refusal',
    async (code) => {
      const { access } = accessAnswering(() => {
        throw { code, message: 'whatever appointment-svc says' };
      });
      expect(await refusalOf(access.page(DOCTOR, APPOINTMENT))).toEqual({
        code: 'call.not_allowed',
        message: CALL_NOT_ALLOWED_MESSAGE,
      });
    },
  );

  it('passes an outage of appointment-svc on as it is', async () => {
    const { access } = accessAnswering(() => {
      throw { code: 'unavailable', message: 'The service is unavailable.' };
    });
    expect(await refusalOf(access.pairAllowed(DOCTOR, PATIENT))).toEqual({
      code: 'unavailable',
      message: 'The service is unavailable.',
    });
  });

  it('asks the pair by the actor’s role, and never allows calling oneself', async () => {
    const { access, request } = accessAnswering(() => ({ allowed: true }));

    await expect(access.pairAllowed({ id: PATIENT, role: 'user' }, DOCTOR.id)).resolves.toBe(true);
    await expect(access.pairAllowed(DOCTOR, DOCTOR.id)).resolves.toBe(false);
    expect(request.mock.calls).toEqual([
      [APPOINTMENT_SUBJECTS.pairAllowed, { doctorId: DOCTOR.id, patientId: PATIENT }],
    ]);
  });
});
