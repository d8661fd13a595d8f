import {
  checkWeeklyHours,
  flattenGroups,
  INVALID_FIELDS_MESSAGE,
  PROFILE_RULES,
  type RpcErrorPayload,
  validateFields,
  WEEKLY_HOURS_PATH,
  type WeeklyHoursCheck,
} from '@vitalsync/contracts';

import { type AccountSections, type StoredHealthInfo } from '../accounts/account-sections';
import { normaliseEmail } from '../accounts/accounts.repository';
import { type Account } from '../accounts/accounts.schema';
import {
  availabilityFrom,
  doctorOptionalFrom,
  editableHealthInfoFrom,
  emergencyContactFrom,
  heartRateEntry,
  personalInfoFrom,
  professionalInfoFrom,
  weightEntry,
} from '../accounts/section-values';
import { editableHealthInfoOf } from './profile-view';

const EMAIL_CHANGE_MESSAGE = 'Your email address cannot be changed.';

export type ProfileMerge =
  { kind: 'merged'; sections: Partial<AccountSections> } | { kind: 'refused'; error: RpcErrorPayload };

/** The editable values an account holds now, by `group.field` path. */
const storedValues = (account: Account): Record<string, unknown> =>
  flattenGroups(
    account.role === 'doctor'
      ? {
          personal_info: account.personalInfo,
          professional_info: account.professionalInfo,
          availability: account.availability,
          optional: account.doctorOptional,
        }
      : {
          personal_info: account.personalInfo,
          health_info: account.healthInfo && editableHealthInfoOf(account.healthInfo),
          emergency_contact: account.emergencyContact,
        },
  );

const NO_WEEKLY_HOURS: WeeklyHoursCheck = { valid: true, weeklyHours: null };

/** A doctor's weekly hours after a save: as sent when the body carries them (null clears them), else as stored. */
const mergedWeeklyHours = (current: Account, sent: unknown): WeeklyHoursCheck =>
  sent === undefined
    ? { valid: true, weeklyHours: current.availability?.weeklyHours ?? null }
    : checkWeeklyHours(sent);

/**
 * The most readings a measurement's history keeps: years of daily saves, while a profile (sent whole to the
 * doctor's patient list) stays small. The oldest reading gives way first.
 */
export const MEASUREMENT_HISTORY_MAX = 500;

const withReading = <Entry>(history: readonly Entry[], entry: Entry): Entry[] =>
  [...history, entry].slice(-MEASUREMENT_HISTORY_MAX);

/**
 * A measurement enters its history, with its own date, each time it is given and differs from the last value: five
 * saves in a month are five readings.
 */
const withMeasurements = (
  current: StoredHealthInfo,
  values: Record<string, unknown>,
  now: Date,
): StoredHealthInfo => {
  const next = editableHealthInfoFrom(values);
  return {
    ...current,
    ...next,
    weightHistory:
      next.weight !== null && next.weight !== current.weight
        ? withReading(current.weightHistory, weightEntry(next.weight, now))
        : current.weightHistory,
    heartRateHistory:
      next.heartRate !== null && next.heartRate !== current.heartRate
        ? withReading(current.heartRateHistory, heartRateEntry(next.heartRate, now))
        : current.heartRateHistory,
  };
};

/**
 * Applies a profile save to the stored account. Only the fields of the role's profile rules (and a doctor's weekly
 * hours) are read: the email may be repeated but never changed, and files, ids, histories and unknown groups or
 * fields are ignored. Values the body leaves out keep their stored value; the merged result must pass the rules
 * as a whole.
 */
export function mergeProfile(
  current: Account,
  request: Readonly<Record<string, unknown>>,
  now: Date,
): ProfileMerge {
  const personal = request['personal_info'];
  const email =
    typeof personal === 'object' && personal !== null ? (personal as { email?: unknown }).email : undefined;
  if (
    email !== undefined &&
    email !== null &&
    (typeof email !== 'string' || normaliseEmail(email) !== current.email)
  ) {
    return { kind: 'refused', error: { code: 'account.email_unchangeable', message: EMAIL_CHANGE_MESSAGE } };
  }

  const rules = PROFILE_RULES[current.role];
  const flat = flattenGroups(request);
  const sent = Object.entries(flat).filter(
    ([path, value]) => Object.hasOwn(rules, path) && value !== undefined,
  );
  const values = { ...storedValues(current), ...Object.fromEntries(sent) };
  const errors = validateFields(rules, values, now);
  const weeklyHours =
    current.role === 'doctor' ? mergedWeeklyHours(current, flat[WEEKLY_HOURS_PATH]) : NO_WEEKLY_HOURS;
  if (!weeklyHours.valid) errors[WEEKLY_HOURS_PATH] = weeklyHours.message;
  if (Object.keys(errors).length > 0 || !weeklyHours.valid) {
    return {
      kind: 'refused',
      error: { code: 'request.invalid_fields', message: INVALID_FIELDS_MESSAGE, errors },
    };
  }

  if (current.role === 'doctor') {
    return {
      kind: 'merged',
      sections: {
        personalInfo: personalInfoFrom(values),
        professionalInfo: professionalInfoFrom(values),
        availability: availabilityFrom(values, weeklyHours.weeklyHours),
        doctorOptional: doctorOptionalFrom(values),
      },
    };
  }
  if (!current.healthInfo) throw new Error(`Patient ${current.id} has no health_info`);
  return {
    kind: 'merged',
    sections: {
      personalInfo: personalInfoFrom(values),
      healthInfo: withMeasurements(current.healthInfo, values, now),
      emergencyContact: emergencyContactFrom(values),
    },
  };
}
