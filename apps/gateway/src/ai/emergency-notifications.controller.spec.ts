import { newTestService } from '@vitalsync/testing';

import { DOCTOR_CLAIMS, DOCTOR_ID, PATIENT_ID } from './ai-test-data';
import { EmergencyNotificationsController } from './emergency-notifications.controller';

const ACTOR = { id: DOCTOR_ID, role: 'doctor' };
const NOTIFICATION_ID = '7a0c1d4e-0000-4000-8000-0000000000e1';

const busReplying = (reply: unknown) => {
  const request = jest.fn().mockResolvedValue(reply);
  return { controller: newTestService(EmergencyNotificationsController, [{ request }]).sut, request };
};

describe('EmergencyNotificationsController', () => {
  const stored = {
    _id: NOTIFICATION_ID,
    patientId: PATIENT_ID,
    patientName: 'Ada Lovelace',
    alert: 'Heart rate 150 bpm is in the emergency range.',
    at: '2098-06-01T10:00:00.000Z',
    read: false,
  };

  it('lists the session doctor’s notifications with the unread count, and only the contract’s fields', async () => {
    const { controller, request } = busReplying({
      notifications: [{ ...stored, doctorId: 'never returned', sourceEventId: 'never returned' }],
      unread: 1,
    });

    await expect(controller.list(DOCTOR_CLAIMS, {})).resolves.toStrictEqual({
      status: 'success',
      notifications: [stored],
      unread: 1,
    });
    expect(request).toHaveBeenCalledWith('ai.notifications.emergencies.list', { actor: ACTOR });
  });

  it('passes a page’s limit and cursor on', async () => {
    const { controller, request } = busReplying({ notifications: [], unread: 0 });

    await controller.list(DOCTOR_CLAIMS, { limit: 5, before: NOTIFICATION_ID });

    expect(request).toHaveBeenCalledWith('ai.notifications.emergencies.list', {
      actor: ACTOR,
      limit: 5,
      before: NOTIFICATION_ID,
    });
  });

  it('marks the named notifications read, or all of them, for the session’s doctor', async () => {
    const { controller, request } = busReplying({ unread: 3 });

    await expect(controller.read(DOCTOR_CLAIMS, { ids: [NOTIFICATION_ID] })).resolves.toStrictEqual({
      status: 'success',
      unread: 3,
    });
    expect(request).toHaveBeenCalledWith('ai.notifications.emergencies.read', {
      actor: ACTOR,
      ids: [NOTIFICATION_ID],
    });

    await controller.read(DOCTOR_CLAIMS, {});
    expect(request).toHaveBeenLastCalledWith('ai.notifications.emergencies.read', { actor: ACTOR });
  });
});
