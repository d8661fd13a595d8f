import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, currentClientOrigin } from '@vitalsync/backend';
import { Outbox, type OutboxEntry } from '@vitalsync/bus';
import {
  ACCESS_AUDIT_EVENTS,
  type Actor,
  type ClientOrigin,
  type RecordAction,
  RESOURCE_KIND_OF,
} from '@vitalsync/contracts';
import { DRIZZLE, type Database } from '@vitalsync/db';

const UNKNOWN_CLIENT: ClientOrigin = { ip: null, userAgent: null };

/**
 * The `audit.access.recorded` event of someone reading or changing patients' records, or none when the only
 * patient concerned is the actor (a patient reading their own appointment is no access by someone else). Ids and
 * codes only: the event never carries what was read or written.
 */
export const accessRecorded = (
  actor: Actor,
  action: RecordAction,
  patientIds: readonly string[],
  resourceId: string | null,
  client: ClientOrigin | undefined,
  at: Date,
): OutboxEntry[] => {
  const others = [...new Set(patientIds)].filter((patientId) => patientId !== actor.id);
  if (others.length === 0) return [];
  return [
    {
      subject: ACCESS_AUDIT_EVENTS.recorded,
      payload: {
        action,
        actor: { id: actor.id, role: actor.role },
        patientIds: others,
        resource: { kind: RESOURCE_KIND_OF[action], id: resourceId },
        client: client ?? UNKNOWN_CLIENT,
        at: at.toISOString(),
      },
    },
  ];
};

/**
 * Records reads of patients' records. A read changes nothing, so its event is a statement of its own through the
 * outbox (one insert, relayed like every durable event); it is stored before the data is answered, so a read that
 * cannot be recorded is not served.
 */
@Injectable()
export class AccessAudit {
  constructor(
    @Inject(DRIZZLE) private readonly db: Database,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The event of a change, to store in the change's own transaction; the client comes from the request. */
  entriesOf(
    actor: Actor,
    action: RecordAction,
    patientIds: readonly string[],
    resourceId: string | null,
  ): OutboxEntry[] {
    return accessRecorded(actor, action, patientIds, resourceId, currentClientOrigin(), this.clock());
  }

  async recordRead(
    actor: Actor,
    action: RecordAction,
    patientIds: readonly string[],
    resourceId: string | null,
  ): Promise<void> {
    const entries = this.entriesOf(actor, action, patientIds, resourceId);
    if (entries.length === 0) return;
    await this.outbox.insertOf(this.db, entries);
    this.outbox.committed();
  }
}
