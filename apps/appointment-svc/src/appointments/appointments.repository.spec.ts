import { randomUUID } from 'node:crypto';

import { type Database, PG_ERROR } from '@vitalsync/db';
import { newTestService, standIn } from '@vitalsync/testing';

import { appointmentRow } from '../testing/appointment-rows';
import { AppointmentsRepository, CREATE_ATTEMPTS, type NewAppointment } from './appointments.repository';
import { type Appointment } from './appointments.schema';

const pgError = (code: string): Error => Object.assign(new Error(`SQLSTATE ${code}`), { code });

/** A database whose booking statements answer, in turn, each of the given outcomes (an error is thrown). */
const databaseAnswering = (outcomes: Array<Appointment | Error>) => {
  const from = jest.fn(async () => {
    const next = outcomes.shift();
    if (next === undefined) throw new Error('No more outcomes scripted');
    if (next instanceof Error) throw next;
    return [next];
  });
  const db = standIn<Database>({
    insert: () => ({ values: () => ({ returning: () => ({}) }) }),
    $with: () => ({ as: () => ({}) }),
    with: () => ({ select: () => ({ from }) }),
  });
  return { db, returning: from };
};

/** The repository over `db`, with an outbox that stores no event (events are the services' concern). */
const repositoryOver = (db: Database) => newTestService(AppointmentsRepository, [db]).sut;

const booking: NewAppointment = {
  doctorId: randomUUID(),
  patientId: randomUUID(),
  dateTime: new Date('2030-05-06T10:00:00Z'),
  type: 'video-call',
  reason: null,
};

const stored = appointmentRow({ id: randomUUID(), ...booking });

describe('AppointmentsRepository.create when PostgreSQL reports a deadlock', () => {
  it('tries again and answers null (a 409) when the retry meets the booking that won', async () => {
    const { db, returning } = databaseAnswering([
      pgError(PG_ERROR.deadlockDetected),
      pgError(PG_ERROR.exclusionViolation),
    ]);

    await expect(repositoryOver(db).create(booking, () => [])).resolves.toBeNull();
    expect(returning).toHaveBeenCalledTimes(2);
  });

  it('tries again and stores the booking when nothing overlaps any more', async () => {
    const { db } = databaseAnswering([pgError(PG_ERROR.deadlockDetected), stored]);

    await expect(repositoryOver(db).create(booking, () => [])).resolves.toBe(stored);
  });

  it(`gives up after ${CREATE_ATTEMPTS} deadlocks in a row, with the database's error`, async () => {
    const { db, returning } = databaseAnswering(
      Array.from({ length: CREATE_ATTEMPTS }, () => pgError(PG_ERROR.deadlockDetected)),
    );

    await expect(repositoryOver(db).create(booking, () => [])).rejects.toMatchObject({
      code: PG_ERROR.deadlockDetected,
    });
    expect(returning).toHaveBeenCalledTimes(CREATE_ATTEMPTS);
  });

  it('does not retry any other error', async () => {
    const { db, returning } = databaseAnswering([pgError(PG_ERROR.checkViolation)]);

    await expect(repositoryOver(db).create(booking, () => [])).rejects.toMatchObject({
      code: PG_ERROR.checkViolation,
    });
    expect(returning).toHaveBeenCalledTimes(1);
  });
});
