import { Injectable } from '@nestjs/common';
import { rpcError } from '@vitalsync/backend';
import { BusClient } from '@vitalsync/bus';
import {
  type Actor,
  APPOINTMENT_SUBJECTS,
  CALL_NOT_ALLOWED_MESSAGE,
  type ErrorCode,
  isRpcErrorPayload,
} from '@vitalsync/contracts';

/** The appointment a call page is on, from the joining account's side. */
export interface CallPage {
  appointmentId: string;
  doctorId: string;
  patientId: string;
  /** The other participant: the only account this page may signal. */
  peerId: string;
}

/** appointment-svc's refusals of an access question: not a participant, or no such appointment. */
const APPOINTMENT_ACCESS_REFUSALS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'forbidden',
  'appointment.not_found',
]);

export const callNotAllowed = () => rpcError({ code: 'call.not_allowed', message: CALL_NOT_ALLOWED_MESSAGE });

/**
 * Whether two accounts may call each other: appointment-svc owns the answer (they share an appointment that was
 * not cancelled). Its refusals become this service's one refusal, so a caller never learns whether an
 * appointment exists; its outages (`unavailable`, `timeout`) reach the caller as they are.
 */
@Injectable()
export class CallAccess {
  constructor(private readonly bus: BusClient) {}

  /** The appointment's page for the actor, who must take part in it; refused otherwise or once it is cancelled. */
  async page(actor: Actor, appointmentId: string): Promise<CallPage> {
    const participants = await this.ask(() =>
      this.bus.request(APPOINTMENT_SUBJECTS.participant, { appointmentId, accountId: actor.id }),
    );
    if (participants.status === 'cancelled') throw callNotAllowed();
    const { doctorId, patientId } = participants;
    return { appointmentId, doctorId, patientId, peerId: actor.id === doctorId ? patientId : doctorId };
  }

  /** For a socket that named no appointment: the pair the actor's role forms with `remoteId` shares one. */
  async pairAllowed(actor: Actor, remoteId: string): Promise<boolean> {
    if (remoteId === actor.id) return false;
    const pair =
      actor.role === 'doctor'
        ? { doctorId: actor.id, patientId: remoteId }
        : { doctorId: remoteId, patientId: actor.id };
    const { allowed } = await this.ask(() => this.bus.request(APPOINTMENT_SUBJECTS.pairAllowed, pair));
    return allowed;
  }

  private async ask<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!isRpcErrorPayload(error)) throw error;
      if (APPOINTMENT_ACCESS_REFUSALS.has(error.code)) throw callNotAllowed();
      throw rpcError(error);
    }
  }
}
