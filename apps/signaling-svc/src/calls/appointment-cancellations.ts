import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@vitalsync/backend';
import { type AppointmentChangedEvent } from '@vitalsync/contracts';

import { PresenceRepository } from '../presence/presence.repository';
import { CallEndings } from './call-endings';
import { CallsRepository } from './calls.repository';

type Cancellation = Pick<AppointmentChangedEvent, 'appointmentId' | 'doctorId' | 'patientId'>;

/**
 * What a cancelled appointment ends: new joins of its page are already refused by appointment-svc, but a page
 * opened before keeps its socket. From here on that socket counts as nobody's presence and what it sends is refused
 * (both read the recorded cancellation), and a call the two participants are in through that page ends for both.
 */
@Injectable()
export class AppointmentCancellations {
  constructor(
    private readonly presence: PresenceRepository,
    private readonly calls: CallsRepository,
    private readonly endings: CallEndings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Idempotent, as the event comes at least once: the cancellation is recorded once, and a call ends only if it
   * began before that record, so the same event delivered again cannot end a call the two began since (on a bare
   * page, through another appointment of theirs).
   */
  async cancelled({ appointmentId, doctorId, patientId }: Cancellation): Promise<void> {
    const cancelledAt = await this.presence.appointmentCancelled(appointmentId, this.clock());
    const pair = await this.calls.stateOf(doctorId, patientId);
    if (pair.state !== 'together') return;
    const { call } = pair;
    // A call on the page of another appointment of theirs is not this appointment's to end.
    const throughThisAppointment = call.appointmentId === null || call.appointmentId === appointmentId;
    if (throughThisAppointment && call.startedAt <= cancelledAt)
      await this.endings.endForBoth(call, 'cancelled');
  }
}
