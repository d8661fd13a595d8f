import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock, rpcError } from '@vitalsync/backend';
import {
  ACCESS_HISTORY_BAD_CURSOR_MESSAGE,
  ACCESS_HISTORY_PAGE_DEFAULT,
  ACCESS_HISTORY_PATIENTS_ONLY_MESSAGE,
  type AccessHistoryEvent,
  type AccessHistoryPage,
  type AccessRecordedEvent,
  type Actor,
  type ClientOrigin,
  RESOURCE_KIND_OF,
  type SecurityAction,
  accessWhatOf,
  isSecurityAction,
} from '@vitalsync/contracts';

import { type FoldedAccessRow, AccessEventsRepository } from './access-events.repository';
import { type NewAccessEvent } from './access-events.schema';
import { decodeAccessCursor, encodeAccessCursor } from './access-cursor';
import { browserOf } from './browser-of';

/** Shown for an account that no longer exists. */
export const FORMER_ACCOUNT_NAME = 'A former user';

const NO_CLIENT: ClientOrigin = { ip: null, userAgent: null };

/** One line as the patient reads it. Others' addresses stay out: only the patient's own sign-ins show theirs. */
export const toAccessHistoryEvent = (row: FoldedAccessRow): AccessHistoryEvent => ({
  at: row.at.toISOString(),
  actor: { role: row.actorRole, name: row.actorName ?? FORMER_ACCOUNT_NAME },
  action: row.action,
  what: accessWhatOf(row.action, row.count),
  count: row.count,
  ...(isSecurityAction(row.action) ? { from: { address: row.ip, browser: browserOf(row.userAgent) } } : {}),
});

/**
 * The rows of one access event: one per patient whose record was touched, never one for the actor's own record
 * (a patient reading their own appointment is not an access by someone else).
 */
export const accessRowsOf = (event: AccessRecordedEvent, eventId: string): NewAccessEvent[] =>
  [...new Set(event.patientIds)]
    .filter((patientId) => patientId !== event.actor.id)
    .map((patientId) => ({
      subjectId: patientId,
      actorId: event.actor.id,
      actorRole: event.actor.role,
      action: event.action,
      resourceKind: event.resource.kind,
      resourceId: event.resource.id,
      ip: event.client.ip,
      userAgent: event.client.userAgent,
      at: new Date(event.at),
      sourceEventId: eventId,
    }));

@Injectable()
export class AccessHistoryService {
  private readonly logger = new Logger(AccessHistoryService.name);

  constructor(
    private readonly events: AccessEventsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A page of the patient's own history, newest first; doctors have none (`forbidden`). */
  async list(
    actor: Actor,
    cursor: string | undefined,
    limit: number | undefined,
  ): Promise<AccessHistoryPage> {
    if (actor.role !== 'user')
      throw rpcError({ code: 'forbidden', message: ACCESS_HISTORY_PATIENTS_ONLY_MESSAGE });
    const after = cursor === undefined ? undefined : decodeAccessCursor(cursor);
    if (after === null) {
      throw rpcError({
        code: 'access_history.bad_cursor',
        message: ACCESS_HISTORY_BAD_CURSOR_MESSAGE,
        errors: { cursor: ACCESS_HISTORY_BAD_CURSOR_MESSAGE },
      });
    }
    const size = limit ?? ACCESS_HISTORY_PAGE_DEFAULT;
    // One more than asked: whether another page exists, without a count.
    const rows = await this.events.list(actor.id, after, size + 1);
    const page = rows.slice(0, size);
    const last = page[page.length - 1];
    return {
      events: page.map(toAccessHistoryEvent),
      nextCursor: rows.length > size && last ? encodeAccessCursor(last) : null,
    };
  }

  /** Stores a durable access event (idempotent by its id). */
  async recordAccess(event: AccessRecordedEvent, eventId: string): Promise<void> {
    const stored = await this.events.insert(accessRowsOf(event, eventId));
    // Codes and counts only: who read what is for the patient, not for the logs.
    this.logger.debug(`Access event ${eventId} (${event.action}) stored ${stored} rows`);
  }

  /** The account's own sign-in, failed sign-in or sign-out, with where it came from. */
  async recordSecurity(
    action: SecurityAction,
    account: Actor,
    client: ClientOrigin | undefined,
  ): Promise<void> {
    const origin = client ?? NO_CLIENT;
    await this.events.insert([
      {
        subjectId: account.id,
        actorId: account.id,
        actorRole: account.role,
        action,
        resourceKind: RESOURCE_KIND_OF[action],
        resourceId: null,
        ip: origin.ip,
        userAgent: origin.userAgent,
        at: this.clock(),
        sourceEventId: null,
      },
    ]);
  }
}
