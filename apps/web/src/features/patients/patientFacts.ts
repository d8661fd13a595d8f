import {
  type ConsultedPatient,
  type ConsultedPatientUser,
  type MedicalHistoryEntry,
} from '@vitalsync/contracts';
import { ageFromBirthDate } from '@vitalsync/shared';

/**
 * The AI health alert marks an emergency (docs/product/screens-and-routes.md#patients: the row is highlighted;
 * docs/product/screens-and-routes.md#doctor-notifications: the patient is listed).
 */
export const isEmergency = (user: ConsultedPatientUser): boolean =>
  user.health_info.ai_generated?.health_alert.emergency === true;

/** Emergencies first (a doctor must see them at once), each group in the order it came. */
export const emergenciesFirst = <T extends ConsultedPatient>(patients: readonly T[]): T[] =>
  [...patients].sort((a, b) => Number(isEmergency(b.user)) - Number(isEmergency(a.user)));

/**
 * docs/product/screens-and-routes.md#patients: the current year minus the birth year; undefined without a usable
 * date of birth.
 */
export const patientAge = (dateOfBirth: string, now: number): number | undefined =>
  ageFromBirthDate(dateOfBirth, new Date(now)) ?? undefined;

const historyEntry = ({ condition, status }: MedicalHistoryEntry): string =>
  status ? `${condition} (${status})` : condition;

/** The medical history entries as they are, condition with status, joined; empty when there are none. */
export const medicalHistoryText = (entries: readonly MedicalHistoryEntry[]): string =>
  entries.map(historyEntry).join(', ');

/** The list's search: a case-insensitive substring of the full name (docs/product/limits.md#patient-search). */
export const matchesName = ({ user }: ConsultedPatient, query: string): boolean =>
  user.personal_info.fullName.toLowerCase().includes(query.trim().toLowerCase());

/** A text value, or the spec's "None" when it is empty. */
export const orNone = (value: string): string => value.trim() || 'None';
