import { type Actor } from '../session/role';
import { type AccessResourceKind, type ClientOrigin, type RecordAction } from './access-history.types';

/**
 * `audit.access.recorded`: someone other than the patients read or changed part of their records. Ids and codes
 * only: never health data, a reason, a prescription's or a note's text.
 */
export interface AccessRecordedEvent {
  action: RecordAction;
  actor: Actor;
  /** Whose records: one for a detail, an appointment or a change; every listed patient for a list read. */
  patientIds: string[];
  resource: { kind: AccessResourceKind; id: string | null };
  client: ClientOrigin;
  at: string;
}
