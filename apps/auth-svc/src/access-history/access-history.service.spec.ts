import { type AccessRecordedEvent } from '@vitalsync/contracts';
import { newTestService } from '@vitalsync/testing';

import { type AccessEventsRepository } from './access-events.repository';
import { accessRowsOf, AccessHistoryService, toAccessHistoryEvent } from './access-history.service';

const DOCTOR = '11111111-1111-4111-8111-111111111111';
const PATIENT = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';
const NOW = new Date('2026-11-26T10:42:00.000Z');

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { getError(): unknown }) => error.getError(),
  );

describe('AccessHistoryService', () => {
  const list = jest.fn<
    ReturnType<AccessEventsRepository['list']>,
    Parameters<AccessEventsRepository['list']>
  >();
  const insert = jest.fn<
    ReturnType<AccessEventsRepository['insert']>,
    Parameters<AccessEventsRepository['insert']>
  >();
  const { sut } = newTestService(AccessHistoryService, [{ list, insert }, () => NOW]);

  beforeEach(() => {
    list.mockReset().mockResolvedValue([]);
    insert.mockReset().mockResolvedValue(1);
  });

  it('should refuse a doctor: only patients have an access history', async () => {
    await expect(rejection(sut.list({ id: DOCTOR, role: 'doctor' }, undefined, undefined))).resolves.toEqual({
      code: 'forbidden',
      message: 'Only patients have an access history.',
    });
    expect(list).not.toHaveBeenCalled();
  });

  it('should refuse a cursor it did not make, naming the field', async () => {
    await expect(rejection(sut.list({ id: PATIENT, role: 'user' }, 'bm9wZQ', undefined))).resolves.toEqual({
      code: 'access_history.bad_cursor',
      message: 'This page of the access history does not exist.',
      errors: { cursor: 'This page of the access history does not exist.' },
    });
  });

  it('asks for one line more than a page to know whether another page exists', async () => {
    const row = {
      at: NOW,
      count: 1,
      actorId: DOCTOR,
      actorRole: 'doctor' as const,
      actorName: 'Maria Okafor',
      action: 'patient.viewed' as const,
      ip: '10.0.0.1',
      userAgent: 'x',
      key: '7',
    };
    list.mockResolvedValue([row, { ...row, key: '6' }, { ...row, key: '5' }]);
    const page = await sut.list({ id: PATIENT, role: 'user' }, undefined, 2);
    expect(list).toHaveBeenCalledWith(PATIENT, undefined, 3);
    expect(page.events).toHaveLength(2);
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it('never shows a doctor’s address, and shows a former account by a neutral name', () => {
    const line = toAccessHistoryEvent({
      at: NOW,
      count: 1,
      actorId: DOCTOR,
      actorRole: 'doctor',
      actorName: null,
      action: 'prescription.written',
      ip: '10.0.0.1',
      userAgent: 'Chrome/1',
      key: '1',
    });
    expect(line).toEqual({
      at: NOW.toISOString(),
      actor: { role: 'doctor', name: 'A former user' },
      action: 'prescription.written',
      what: 'wrote a prescription for you',
      count: 1,
    });
  });

  it('makes one row per listed patient, none for the actor, each keyed by the event', () => {
    const event: AccessRecordedEvent = {
      action: 'patients.listed',
      actor: { id: DOCTOR, role: 'doctor' },
      patientIds: [PATIENT, OTHER, PATIENT, DOCTOR],
      resource: { kind: 'patient-list', id: null },
      client: { ip: null, userAgent: null },
      at: NOW.toISOString(),
    };
    expect(accessRowsOf(event, 'e1').map((row) => [row.subjectId, row.sourceEventId])).toEqual([
      [PATIENT, 'e1'],
      [OTHER, 'e1'],
    ]);
  });

  it('records a sign-in at the clock’s time with where it came from', async () => {
    await sut.recordSecurity(
      'login.succeeded',
      { id: PATIENT, role: 'user' },
      { ip: '10.0.0.2', userAgent: 'UA' },
    );
    expect(insert).toHaveBeenCalledWith([
      expect.objectContaining({
        subjectId: PATIENT,
        actorId: PATIENT,
        action: 'login.succeeded',
        resourceKind: 'account',
        ip: '10.0.0.2',
        userAgent: 'UA',
        at: NOW,
        sourceEventId: null,
      }),
    ]);
  });
});
