import { checkBody, refusalErrorsOf } from '../validation/testing/refusals';
import { AccessHistoryQueryDto, AccessRecordedEventDto } from './access-history.dto';

const DOCTOR = { id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11', role: 'doctor' };
const PATIENT_ID = '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41';

const event = {
  action: 'patient.viewed',
  actor: DOCTOR,
  patientIds: [PATIENT_ID],
  resource: { kind: 'health-record', id: PATIENT_ID },
  client: { ip: '10.0.0.1', userAgent: null },
  at: '2026-11-26T10:42:00.000Z',
};

const refusedProperties = async (value: unknown) =>
  (await refusalErrorsOf(AccessRecordedEventDto, value)).map((error) => error.property);

describe('AccessRecordedEventDto', () => {
  it('accepts an access event, with or without a resource id and a client', async () => {
    await expect(checkBody(AccessRecordedEventDto, event)).resolves.toBeInstanceOf(AccessRecordedEventDto);
    await expect(
      checkBody(AccessRecordedEventDto, {
        ...event,
        action: 'patients.listed',
        resource: { kind: 'patient-list', id: null },
        client: { ip: null, userAgent: null },
      }),
    ).resolves.toBeInstanceOf(AccessRecordedEventDto);
  });

  it.each([
    ['an own security action', { ...event, action: 'login.succeeded' }, 'action'],
    ['a patient id that is not one', { ...event, patientIds: ['x'] }, 'patientIds'],
    [
      'free text where the resource kind goes',
      { ...event, resource: { kind: 'Asthma notes', id: null } },
      'resource',
    ],
    ['a note carried along', { ...event, note: 'private text' }, 'note'],
    ['a time that is not one', { ...event, at: 'yesterday' }, 'at'],
  ])('refuses %s', async (_case, value, property) => {
    await expect(refusedProperties(value)).resolves.toContain(property);
  });
});

describe('AccessHistoryQueryDto', () => {
  it('refuses a page over the most, and a cursor with other characters than base64url', async () => {
    const actor = { id: PATIENT_ID, role: 'user' };
    await expect(
      checkBody(AccessHistoryQueryDto, { actor, limit: 50, cursor: 'abc_-1' }),
    ).resolves.toBeInstanceOf(AccessHistoryQueryDto);
    const errors = await refusalErrorsOf(AccessHistoryQueryDto, { actor, limit: 51, cursor: "' or 1=1" });
    expect(errors.map((error) => error.property).sort()).toEqual(['cursor', 'limit']);
  });
});
