import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@vitalsync/backend';
import { BusClient } from '@vitalsync/bus';
import {
  type Actor,
  ACCOUNT_SUBJECTS,
  APPOINTMENT_SUBJECTS,
  type UserAppointment,
  type UserProfile,
} from '@vitalsync/contracts';

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

  /** The earliest scheduled appointment after now, or null when there is none. */
  async nextAppointmentOf(actor: Actor): Promise<Read<UserAppointment | null>> {
    try {
      const now = this.clock().getTime();
      const scheduled = await this.bus.request(APPOINTMENT_SUBJECTS.listForUser, {
        actor,
        scheduledOnly: true,
      });
      const upcoming = scheduled
        .filter((appointment) => Date.parse(appointment.dateTime) > now)
        .sort((a, b) => Date.parse(a.dateTime) - Date.parse(b.dateTime));
      return { ok: true, value: upcoming[0] ?? null };
    } catch {
      return UNREAD;
    }
  }
}
