import { type AccessHistoryPage, type AccessHistoryQuery } from './access-history.types';
import { type AccessRecordedEvent } from './access-history.events';
import { type ACCESS_AUDIT_EVENTS, type ACCESS_HISTORY_SUBJECTS } from './access-history.subjects';

/** Requests auth-svc answers about access histories. */
export interface AccessHistoryRpc {
  [ACCESS_HISTORY_SUBJECTS.list]: { request: AccessHistoryQuery; reply: AccessHistoryPage };
}

/** The audit events, with their payload. */
export interface AccessAuditEvents {
  [ACCESS_AUDIT_EVENTS.recorded]: AccessRecordedEvent;
}
