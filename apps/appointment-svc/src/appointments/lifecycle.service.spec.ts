import { rpcError } from '@vitalsync/backend';
import { type OutboxEntry } from '@vitalsync/bus';
import { type Actor, type AppointmentStatus } from '@vitalsync/contracts';
import { newTestService, refusalOf } from '@vitalsync/testing';

import { appointmentRow } from '../testing/appointment-rows';
import { fakePeople } from '../testing/service-fakes';
import { AccessAudit } from './access-audit';
import { type AppointmentsRepository } from './appointments.repository';
import { LifecycleService } from './lifecycle.service';

const NOW = new Date('2030-06-03T08:00:00.000Z');
const DOCTOR: Actor = { id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11', role: 'doctor' };
const PATIENT: Actor = { id: '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41', role: 'user' };
const PRESCRIPTION = {
  medicines: [{ name: 'Amoxicillin', dosage: '500 mg', duration: '7 days' }],
  instructions: 'After meals',
};

const setup = (status: AppointmentStatus = 'scheduled') => {
  const current = appointmentRow({ doctorId: DOCTOR.id, patientId: PATIENT.id, status });
  /** The events the service asked the repository to store with its writes. */
  const events: OutboxEntry[] = [];
  const appointments = {
    changeStatus: jest.fn(
      async (...[, , , to, announce]: Parameters<AppointmentsRepository['changeStatus']>) => {
        const changed = appointmentRow({ ...current, status: to });
        events.push(...announce(changed));
        return changed;
      },
    ),
    prescribe: jest.fn(async () => appointmentRow({ ...current, prescription: PRESCRIPTION })),
  };
  const access = {
    participation: jest.fn(async (_id: string, accountId: string) => {
      if (accountId !== DOCTOR.id && accountId !== PATIENT.id)
        throw rpcError({ code: 'appointment.not_found', message: 'This appointment does not exist.' });
      return current;
    }),
  };
  const people = fakePeople({ [DOCTOR.id]: 'Grace Hopper', [PATIENT.id]: 'Ada Lovelace' });
  const clock = () => NOW;
  const { sut } = newTestService(LifecycleService, [
    appointments,
    access,
    people,
    clock,
    new AccessAudit(null as never, null as never, clock),
  ]);
  return { sut, current, appointments, events };
};

describe('LifecycleService.transition', () => {
  it.each([
    ['start', DOCTOR, 'scheduled', 'in-progress', 'appointment.started', { doctorId: DOCTOR.id }],
    ['complete', DOCTOR, 'in-progress', 'completed', 'appointment.completed', { doctorId: DOCTOR.id }],
    ['cancel', PATIENT, 'scheduled', 'cancelled', 'appointment.cancelled', { participantId: PATIENT.id }],
    ['cancel', DOCTOR, 'scheduled', 'cancelled', 'appointment.cancelled', { participantId: DOCTOR.id }],
  ] as const)(
    '%s by the %j moves %s to %s and stores %s with it',
    async (action, actor, from, to, subject, owner) => {
      const { sut, current, appointments, events } = setup(from);

      const detail = await sut.transition(actor, current.id, action);

      expect(appointments.changeStatus).toHaveBeenCalledWith(
        current.id,
        owner,
        from,
        to,
        expect.any(Function),
      );
      expect(detail).toMatchObject({ _id: current.id, status: to, user: { fullName: 'Ada Lovelace' } });
      // A doctor's change also goes into the patient's access history, stored with it; the patient's own does not.
      expect(events.filter((event) => event.subject === 'audit.access.recorded')).toEqual(
        actor.role === 'doctor'
          ? [
              {
                subject: 'audit.access.recorded',
                payload: {
                  action: subject,
                  actor: DOCTOR,
                  patientIds: [PATIENT.id],
                  resource: { kind: 'appointment', id: current.id },
                  client: { ip: null, userAgent: null },
                  at: NOW.toISOString(),
                },
              },
            ]
          : [],
      );
      expect(events.filter((event) => event.subject !== 'audit.access.recorded')).toEqual([
        {
          subject,
          payload: {
            appointmentId: current.id,
            doctorId: DOCTOR.id,
            patientId: PATIENT.id,
            doctorName: 'Grace Hopper',
            patientName: 'Ada Lovelace',
            dateTime: current.dateTime.toISOString(),
            type: 'video-call',
            status: to,
            by: actor.role,
            at: NOW.toISOString(),
          },
        },
      ]);
    },
  );

  it.each(['start', 'complete'] as const)('refuses the patient who would %s with 403', async (action) => {
    const { sut, current, appointments } = setup(action === 'start' ? 'scheduled' : 'in-progress');

    await expect(refusalOf(sut.transition(PATIENT, current.id, action))).resolves.toStrictEqual({
      code: 'forbidden',
      message: 'Only doctors can do this.',
    });
    expect(appointments.changeStatus).not.toHaveBeenCalled();
  });

  it('answers 404 to an account that is not a participant, whatever its role', async () => {
    const { sut, current } = setup();

    await expect(
      refusalOf(sut.transition({ id: 'a-colleague', role: 'doctor' }, current.id, 'start')),
    ).resolves.toStrictEqual({ code: 'appointment.not_found', message: 'This appointment does not exist.' });
  });

  it.each([
    ['start', 'in-progress', 'Only a scheduled appointment can be started.'],
    ['start', 'cancelled', 'Only a scheduled appointment can be started.'],
    ['complete', 'scheduled', 'Only an appointment in progress can be completed.'],
    ['complete', 'completed', 'Only an appointment in progress can be completed.'],
    ['cancel', 'in-progress', 'Only a scheduled appointment can be cancelled.'],
    ['cancel', 'completed', 'Only a scheduled appointment can be cancelled.'],
    ['cancel', 'cancelled', 'Only a scheduled appointment can be cancelled.'],
  ] as const)('refuses to %s an appointment that is %s with 409', async (action, status, message) => {
    const { sut, current, appointments, events } = setup(status);

    await expect(refusalOf(sut.transition(DOCTOR, current.id, action))).resolves.toStrictEqual({
      code: 'appointment.wrong_status',
      message,
    });
    expect(appointments.changeStatus).not.toHaveBeenCalled();
    expect(events).toEqual([]);
  });

  it('answers 409 when another change won the race after the read', async () => {
    const { sut, current, appointments, events } = setup();
    appointments.changeStatus.mockResolvedValueOnce(null as never);

    await expect(refusalOf(sut.transition(PATIENT, current.id, 'cancel'))).resolves.toStrictEqual({
      code: 'appointment.wrong_status',
      message: 'Only a scheduled appointment can be cancelled.',
    });
    expect(events).toEqual([]);
  });
});

describe('LifecycleService.prescribe', () => {
  it.each(['in-progress', 'completed'] as const)(
    'stores the doctor’s prescription of a %s appointment',
    async (status) => {
      const { sut, current, appointments } = setup(status);

      const detail = await sut.prescribe(DOCTOR, current.id, PRESCRIPTION);

      expect(appointments.prescribe).toHaveBeenCalledWith(
        current.id,
        DOCTOR.id,
        PRESCRIPTION,
        ['in-progress', 'completed'],
        expect.any(Function),
      );
      const announce = (appointments.prescribe.mock.calls[0] as unknown[] | undefined)?.[4] as (
        row: unknown,
      ) => unknown[];
      // The prescription is recorded as written, never its text.
      expect(announce(current)).toEqual([
        expect.objectContaining({
          subject: 'audit.access.recorded',
          payload: expect.objectContaining({ action: 'prescription.written', patientIds: [PATIENT.id] }),
        }),
      ]);
      expect(JSON.stringify(announce(current))).not.toContain('Amoxicillin');
      expect(detail.prescription).toEqual(PRESCRIPTION);
    },
  );

  it('refuses the patient with 403', async () => {
    const { sut, current } = setup('in-progress');

    await expect(refusalOf(sut.prescribe(PATIENT, current.id, PRESCRIPTION))).resolves.toMatchObject({
      code: 'forbidden',
    });
  });

  it.each(['scheduled', 'cancelled'] as const)('refuses a %s appointment with 409', async (status) => {
    const { sut, current, appointments } = setup(status);

    await expect(refusalOf(sut.prescribe(DOCTOR, current.id, PRESCRIPTION))).resolves.toStrictEqual({
      code: 'appointment.not_prescribable',
      message: 'Only an appointment in progress or completed can have a prescription.',
    });
    expect(appointments.prescribe).not.toHaveBeenCalled();
  });
});
