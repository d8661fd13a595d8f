import { IsDefined, IsIn, IsISO8601, IsNotEmpty, IsOptional, IsUUID } from 'class-validator';

import { refusedWith } from '../validation/refusal-message';
import { FreeText } from '../validation/text-fields';
import {
  APPOINTMENT_REASON_MAX_LENGTH,
  APPOINTMENT_TYPES,
  type AppointmentType,
  LEGACY_VIDEO_TYPE,
} from './appointment.limits';
import { BOOKING_FIELDS_REQUIRED_MESSAGE } from './appointment.messages';
import { type BookAppointmentRequest } from './appointment.types';

const BOOKING_TYPES = [...APPOINTMENT_TYPES, LEGACY_VIDEO_TYPE] as const;

/** POST /api/dashboard/appointments/book; a missing doctor or time answers the spec's own message. */
export class BookAppointmentRequestDto implements BookAppointmentRequest {
  @IsDefined(refusedWith(BOOKING_FIELDS_REQUIRED_MESSAGE))
  @IsNotEmpty(refusedWith(BOOKING_FIELDS_REQUIRED_MESSAGE))
  @IsUUID()
  doctorId!: string;

  /** ISO 8601 with date and time; a time without offset is read as UTC. */
  @IsDefined(refusedWith(BOOKING_FIELDS_REQUIRED_MESSAGE))
  @IsNotEmpty(refusedWith(BOOKING_FIELDS_REQUIRED_MESSAGE))
  @IsISO8601({ strict: true, strictSeparator: true })
  dateTime!: string;

  @IsIn(BOOKING_TYPES)
  type!: AppointmentType | typeof LEGACY_VIDEO_TYPE;

  @IsOptional()
  @FreeText(APPOINTMENT_REASON_MAX_LENGTH)
  reason?: string;
}
