/** Request/reply subjects of the access history, answered by auth-svc (which owns the audit table). */
export const ACCESS_HISTORY_SUBJECTS = {
  list: 'access-history.list',
} as const;

/** Durable events that feed the access history. */
export const ACCESS_AUDIT_EVENTS = {
  /** Someone read or changed part of a patient's record (appointment-svc, in the outbox of the read or change). */
  recorded: 'audit.access.recorded',
} as const;
