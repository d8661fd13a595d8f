import { type AppointmentType, type BookAppointmentRequest, LEGACY_VIDEO_TYPE } from '@vitalsync/contracts';

import { localToIso } from '../../appointments/appointmentTime';

/**
 * What the booking form holds. `type` starts as "video" (docs/product/screens-and-routes.md#doctor-consultation)
 * until the patient picks one.
 */
export interface BookingDraft {
  doctorId: string;
  /** YYYY-MM-DD, the viewer's calendar day */
  date: string;
  /** HH:mm typed when the doctor has no weekly hours */
  time: string;
  /** ISO UTC start of the chosen free slot when the doctor has weekly hours */
  slot: string;
  type: AppointmentType | typeof LEGACY_VIDEO_TYPE;
  reason: string;
}

export const emptyBooking = (doctorId = ''): BookingDraft => ({
  doctorId,
  date: '',
  time: '',
  slot: '',
  type: LEGACY_VIDEO_TYPE,
  reason: '',
});

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^\d{2}:\d{2}$/;

// A half-typed date or time is as good as none (the browser gives '' or a partial value), and so is an impossible
// one such as month 13, which localToIso could not convert.
const typedMoment = (date: string, time: string): string | undefined => {
  if (!DATE_PATTERN.test(date) || !TIME_PATTERN.test(time)) return undefined;
  if (Number.isNaN(new Date(`${date}T${time}:00`).getTime())) return undefined;
  return localToIso(date, time);
};

/**
 * The request for a complete draft, or undefined when the doctor, date or time is missing
 * (docs/product/validation.md#booking). `usesSlots`: the doctor has weekly hours, so the time is one of the offered
 * slots.
 */
export const bookingRequestOf = (
  draft: BookingDraft,
  usesSlots: boolean,
): BookAppointmentRequest | undefined => {
  if (!draft.doctorId || !DATE_PATTERN.test(draft.date)) return undefined;
  const dateTime = usesSlots ? draft.slot || undefined : typedMoment(draft.date, draft.time);
  if (!dateTime) return undefined;
  const reason = draft.reason.trim();
  return { doctorId: draft.doctorId, dateTime, type: draft.type, ...(reason ? { reason } : {}) };
};
