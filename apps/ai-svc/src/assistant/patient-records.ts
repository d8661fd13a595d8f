import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@vitalsync/backend';
import { BusClient } from '@vitalsync/bus';
import { type Actor, ACCOUNT_SUBJECTS, APPOINTMENT_SUBJECTS, type UserProfile } from '@vitalsync/contracts';

import { type PatientAppointments, patientAppointmentsOf } from './patient-appointments';

/** A read that may fail (a service down or late): the assistant then says so rather than guess. */
export type Read<T> = { ok: true; value: T } | { ok: false };

const UNREAD = { ok: false } as const;

/** The patient's own records, read with their own actor, so each service applies its own access rules. */
@Injectable()
export class PatientRecords {
  constructor(
    private readonly bus: BusClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async profileOf(actor: Actor): Promise<Read<UserProfile>> {
    try {
      const profile = await this.bus.request(ACCOUNT_SUBJECTS.getProfile, { actor });
      return 'health_info' in profile ? { ok: true, value: profile } : UNREAD;
    } catch {
      return UNREAD;
    }
  }

  /**
   * The next appointment and the latest prescription, from one read of the patient's appointments in
   * appointment-svc.
   */
  async appointmentsOf(actor: Actor): Promise<Read<PatientAppointments>> {
    try {
      const appointments = await this.bus.request(APPOINTMENT_SUBJECTS.listForUser, {
        actor,
        scheduledOnly: false,
      });
      return { ok: true, value: patientAppointmentsOf(appointments, this.clock().getTime()) };
    } catch {
      return UNREAD;
    }
  }
}
