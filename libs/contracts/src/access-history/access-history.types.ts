import { type Actor, type Role } from '../session/role';

/**
 * What happened to a patient's record, or to their account. Codes, never free text: a code says what was done
 * without carrying any of the data (no health data, no note text, no prescription text).
 */
export const ACCESS_ACTIONS = [
  'patients.listed',
  'patient.viewed',
  'appointment.viewed',
  'prescription.written',
  'appointment.started',
  'appointment.completed',
  'appointment.cancelled',
  'report.removed',
  'login.succeeded',
  'login.failed',
  'logout',
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** The patient's own security events: shown with the address and browser they came from. */
export const SECURITY_ACTIONS = [
  'login.succeeded',
  'login.failed',
  'logout',
] as const satisfies readonly AccessAction[];
export type SecurityAction = (typeof SECURITY_ACTIONS)[number];

/** Actions that someone else takes on a patient's record; appointment-svc records them. */
export type RecordAction = Exclude<AccessAction, SecurityAction>;
export const RECORD_ACTIONS = ACCESS_ACTIONS.filter(
  (action): action is RecordAction => !(SECURITY_ACTIONS as readonly string[]).includes(action),
);

/** Repeated reads of these are folded into one line per reader, patient and day (UTC), with a count. */
export const FOLDED_ACTIONS = ['patients.listed'] as const satisfies readonly AccessAction[];

export const isSecurityAction = (action: AccessAction): action is SecurityAction =>
  (SECURITY_ACTIONS as readonly string[]).includes(action);

/** The kind of thing an action touched. */
export const ACCESS_RESOURCE_KINDS = [
  'patient-list',
  'health-record',
  'appointment',
  'prescription',
  'report',
  'account',
] as const;
export type AccessResourceKind = (typeof ACCESS_RESOURCE_KINDS)[number];

/** The resource kind of each action: one place, so producers never disagree. */
export const RESOURCE_KIND_OF: Readonly<Record<AccessAction, AccessResourceKind>> = {
  'patients.listed': 'patient-list',
  'patient.viewed': 'health-record',
  'appointment.viewed': 'appointment',
  'prescription.written': 'prescription',
  'appointment.started': 'appointment',
  'appointment.completed': 'appointment',
  'appointment.cancelled': 'appointment',
  'report.removed': 'report',
  'login.succeeded': 'account',
  'login.failed': 'account',
  logout: 'account',
};

/** Where a request came from, as the gateway saw it (TRUST_PROXY applied). Never logged, never with health data. */
export interface ClientOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** One page of the access history at most holds this many lines, and holds PAGE_DEFAULT unless asked otherwise. */
export const ACCESS_HISTORY_PAGE_DEFAULT = 20;
export const ACCESS_HISTORY_PAGE_MAX = 50;
/** A cursor is short: an opaque token the previous page handed out. */
export const ACCESS_HISTORY_CURSOR_MAX_LENGTH = 200;

/** GET /api/dashboard/access-history?cursor=&limit= (query text). */
export interface AccessHistoryRequest {
  cursor?: string;
  limit?: number;
}

/** gateway → auth-svc (`access-history.list`): patients only, their own record only. */
export interface AccessHistoryQuery extends AccessHistoryRequest {
  actor: Actor;
}

/** One line of the access history, newest first. */
export interface AccessHistoryEvent {
  /** When it happened (ISO); for a folded line, the last time. */
  at: string;
  /** Who did it: their role and display name. */
  actor: { role: Role; name: string };
  action: AccessAction;
  /** What was done, in plain English ("viewed your health record"). */
  what: string;
  /** How many times: 1, or more for a folded line (repeated list reads of one day). */
  count: number;
  /** The patient's own sign-ins and sign-outs only: the address and browser they came from. */
  from?: { address: string | null; browser: string | null };
}

/** One page and the cursor of the next one (null: this was the last). */
export interface AccessHistoryPage {
  events: AccessHistoryEvent[];
  nextCursor: string | null;
}

/** GET /api/dashboard/access-history success body. */
export interface AccessHistoryResponse extends AccessHistoryPage {
  status: 'success';
}

export const ACCESS_HISTORY_PATIENTS_ONLY_MESSAGE = 'Only patients have an access history.';
export const ACCESS_HISTORY_BAD_CURSOR_MESSAGE = 'This page of the access history does not exist.';
