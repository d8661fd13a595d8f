import { checkBody, refusalErrorsOf } from '../validation/testing/refusals';
import {
  EmergencyNotificationsQueryDto,
  EmergencyNotificationsRequestDto,
  MarkEmergencyNotificationsReadCommandDto,
  MarkEmergencyNotificationsReadRequestDto,
} from './emergency-notifications.dto';
import { EmergencyBeganEventDto } from './insights-events.dto';

const PATIENT = '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11';
const NOTIFICATION = '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41';
const DOCTOR = { id: '7a0c1d4e-0000-4000-8000-0000000000d1', role: 'doctor' };

describe('EmergencyBeganEventDto', () => {
  const event = {
    patientId: PATIENT,
    patientName: 'Ada Lovelace',
    alert: 'Heart rate 150 bpm is in the emergency range.',
    version: 3,
    at: '2030-01-01T10:00:00.000Z',
  };

  it('accepts an emergency of a profile version', async () => {
    await expect(checkBody(EmergencyBeganEventDto, event)).resolves.toEqual(event);
  });

  it.each([
    ['no version', { ...event, version: undefined }],
    ['version 0', { ...event, version: 0 }],
    ['a patient id that is no uuid', { ...event, patientId: 'ada' }],
    ['a time that is no ISO date', { ...event, at: 'yesterday' }],
    ['a NUL in the name', { ...event, patientName: 'Ada\u0000' }],
    ['a property of another event', { ...event, doctorIds: [] }],
  ])('refuses %s', async (_case, body) => {
    await expect(refusalErrorsOf(EmergencyBeganEventDto, body)).resolves.not.toHaveLength(0);
  });
});

describe('EmergencyNotificationsRequestDto', () => {
  it('reads limit from the query text and takes a notification id as the cursor', async () => {
    const query = (await checkBody(EmergencyNotificationsRequestDto, {
      limit: '20',
      before: NOTIFICATION,
    })) as EmergencyNotificationsRequestDto;
    expect(query).toEqual({ limit: 20, before: NOTIFICATION });
    await expect(checkBody(EmergencyNotificationsRequestDto, {})).resolves.toEqual({});
  });

  it.each([
    { limit: '0' },
    { limit: '101' },
    { limit: '1.5' },
    { before: 'yesterday' },
    { after: NOTIFICATION },
  ])('refuses %j', async (query) => {
    await expect(refusalErrorsOf(EmergencyNotificationsRequestDto, query)).resolves.not.toHaveLength(0);
  });

  it('takes no limit as text over the bus', async () => {
    await expect(
      refusalErrorsOf(EmergencyNotificationsQueryDto, { actor: DOCTOR, limit: '20' }),
    ).resolves.not.toHaveLength(0);
    await expect(checkBody(EmergencyNotificationsQueryDto, { actor: DOCTOR, limit: 20 })).resolves.toEqual({
      actor: DOCTOR,
      limit: 20,
    });
  });
});

describe('MarkEmergencyNotificationsReadRequestDto', () => {
  it('accepts some ids, or none (all of them)', async () => {
    await expect(
      checkBody(MarkEmergencyNotificationsReadRequestDto, { ids: [NOTIFICATION] }),
    ).resolves.toEqual({
      ids: [NOTIFICATION],
    });
    await expect(checkBody(MarkEmergencyNotificationsReadRequestDto, {})).resolves.toEqual({});
  });

  it.each([
    { ids: [] },
    { ids: ['not-an-id'] },
    { ids: NOTIFICATION },
    { ids: Array.from({ length: 101 }, () => NOTIFICATION) },
    { all: true },
  ])('refuses %j', async (body) => {
    await expect(refusalErrorsOf(MarkEmergencyNotificationsReadRequestDto, body)).resolves.not.toHaveLength(
      0,
    );
  });

  it('needs the actor over the bus', async () => {
    await expect(refusalErrorsOf(MarkEmergencyNotificationsReadCommandDto, {})).resolves.not.toHaveLength(0);
    await expect(checkBody(MarkEmergencyNotificationsReadCommandDto, { actor: DOCTOR })).resolves.toEqual({
      actor: DOCTOR,
    });
  });
});
