import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import { type Clock } from '@vitalsync/backend';
import {
  type Actor,
  APPOINTMENT_SUBJECTS,
  type AppointmentParticipants,
  type AppointmentStatus,
  type CallConnection,
  type CallDelivery,
  type PairQuery,
  type ParticipantQuery,
  type SignalCommand,
} from '@vitalsync/contracts';
import { type DatabaseEngine } from '@vitalsync/db';
import { busEmitFake, busRequestFake, newTestService, useTestDatabase } from '@vitalsync/testing';

import { CallAccess } from '../access/call-access';
import { AppointmentCancellations } from '../calls/appointment-cancellations';
import { CallDeliveries } from '../calls/call-delivery';
import { CallEndings } from '../calls/call-endings';
import { CallsRepository } from '../calls/calls.repository';
import * as schema from '../calls/calls.schema';
import { SignalsService } from '../calls/signals.service';
import { PresenceRepository } from '../presence/presence.repository';
import { PresenceService } from '../presence/presence.service';

const migrationsFolder = join(__dirname, '..', '..', 'drizzle');

interface FakeAppointment {
  doctorId: string;
  patientId: string;
  status: AppointmentStatus;
}

/** appointment-svc as the bus answers for it: the participant and pair questions, from appointments the test books. */
const fakeAppointments = () => {
  const booked = new Map<string, FakeAppointment>();
  const participant = ({ appointmentId, accountId }: ParticipantQuery): AppointmentParticipants => {
    const appointment = booked.get(appointmentId);
    if (!appointment || (appointment.doctorId !== accountId && appointment.patientId !== accountId))
      throw { code: 'appointment.not_found', message: 'Appointment not found' };
    return { appointmentId, ...appointment, dateTime: '2030-06-01T09:00:00.000Z' };
  };
  const pairAllowed = ({ doctorId, patientId }: PairQuery) => ({
    allowed: [...booked.values()].some(
      (appointment) =>
        appointment.doctorId === doctorId &&
        appointment.patientId === patientId &&
        appointment.status !== 'cancelled',
    ),
  });
  return { booked, participant, pairAllowed };
};

/**
 * signaling-svc's services on a real database (`engine`), a fake bus answering for appointment-svc and keeping
 * every delivery, and a clock the test moves. Every account and gateway is new per test, so tests share the
 * database without seeing each other.
 */
export const useCallSetup = (engine: DatabaseEngine) => {
  const db = useTestDatabase(engine, { service: 'signaling', schema, migrationsFolder });

  return () => {
    const appointments = fakeAppointments();
    const delivered: CallDelivery[] = [];
    const request = busRequestFake(async (pattern: string, payload: unknown) => {
      if (pattern === APPOINTMENT_SUBJECTS.participant)
        return appointments.participant(payload as ParticipantQuery);
      if (pattern === APPOINTMENT_SUBJECTS.pairAllowed) return appointments.pairAllowed(payload as PairQuery);
      throw new Error(`Unexpected request ${pattern}`);
    });
    const emit = busEmitFake(async (_subject: string, payload: CallDelivery) => {
      delivered.push(payload);
    });
    const bus = { request, emit };

    let now = new Date('2030-06-01T09:00:00.000Z');
    const clock: Clock = () => now;
    const advanceSeconds = (seconds: number): void => {
      now = new Date(now.getTime() + seconds * 1000);
    };

    const presenceRepository = new PresenceRepository(db());
    const calls = new CallsRepository(db());
    const access = newTestService(CallAccess, [bus]).sut;
    const deliveries = newTestService(CallDeliveries, [bus]).sut;
    const endings = new CallEndings(calls, deliveries, clock);
    const presence = new PresenceService(presenceRepository, calls, access, deliveries, endings, clock);
    const signals = new SignalsService(presenceRepository, calls, access, deliveries, endings, clock);
    const cancellations = new AppointmentCancellations(presenceRepository, calls, endings, clock);
    const gatewayId = randomUUID();

    const accounts = new Set<string>();
    const account = (role: Actor['role']): Actor => {
      const actor: Actor = { id: randomUUID(), role };
      accounts.add(actor.id);
      return actor;
    };
    const book = (status: AppointmentStatus = 'scheduled') => {
      const appointmentId = randomUUID();
      const doctor = account('doctor');
      const patient = account('user');
      appointments.booked.set(appointmentId, { doctorId: doctor.id, patientId: patient.id, status });
      return { appointmentId, doctor, patient };
    };
    /** Another appointment between accounts of this test. */
    const bookBetween = (doctor: Actor, patient: Actor) => {
      const appointmentId = randomUUID();
      appointments.booked.set(appointmentId, {
        doctorId: doctor.id,
        patientId: patient.id,
        status: 'scheduled',
      });
      return appointmentId;
    };

    /** Cancels a booked appointment as appointment-svc would, and hands signaling-svc its event. */
    const cancel = async (appointmentId: string): Promise<void> => {
      const appointment = appointments.booked.get(appointmentId);
      if (!appointment) throw new Error(`No appointment ${appointmentId} was booked`);
      appointment.status = 'cancelled';
      await cancellations.cancelled({ appointmentId, ...appointment });
    };

    /** A new socket of `actor` on this test's gateway (or another), joined to the page. */
    const join = async (actor: Actor, appointmentId?: string, gateway = gatewayId) => {
      const connection: CallConnection = { gatewayId: gateway, socketId: randomUUID().slice(0, 20) };
      const joined = await presence.join({ actor, connection, ...(appointmentId ? { appointmentId } : {}) });
      return { actor, connection, joined };
    };
    type Joined = Awaited<ReturnType<typeof join>>;

    const signal = (
      { actor, connection }: Pick<Joined, 'actor' | 'connection'>,
      kind: SignalCommand['kind'],
      to: string,
      data?: SignalCommand['data'],
    ) => signals.signal({ actor, connection, kind, to, ...(data === undefined ? {} : { data }) });
    const offer = (from: Joined, to: string) => signal(from, 'offer', to, { type: 'offer', sdp: 'v=0' });
    const leave = ({ actor, connection }: Joined) => presence.leave({ actor, connection });

    /**
     * Deliveries to this test's accounts since the last call, then forgotten (a sweep also ends the silent gateways
     * of earlier tests, whose deliveries are not this test's).
     */
    const take = (): CallDelivery[] => delivered.splice(0).filter(({ accountId }) => accounts.has(accountId));

    return {
      presence,
      presenceRepository,
      signals,
      calls,
      gatewayId,
      advanceSeconds,
      account,
      book,
      bookBetween,
      cancel,
      join,
      signal,
      offer,
      leave,
      take,
    };
  };
};
