import { IsIn, IsISO8601, IsString, IsUUID, MaxLength } from 'class-validator';

import { TEXT_MAX_LENGTH } from '../accounts/account.limits';
import { type Role, ROLES } from '../session/role';
import { type AppointmentChangedEvent } from './appointment.events';
import {
  APPOINTMENT_STATUSES,
  APPOINTMENT_TYPES,
  type AppointmentStatus,
  type AppointmentType,
} from './appointment.limits';

/** The payload of every appointment.* event, as a listener (the gateway's /notifications) checks it. */
export class AppointmentChangedEventDto implements AppointmentChangedEvent {
  @IsUUID()
  appointmentId!: string;

  @IsUUID()
  doctorId!: string;

  @IsUUID()
  patientId!: string;

  @IsString()
  @MaxLength(TEXT_MAX_LENGTH)
  doctorName!: string;

  @IsString()
  @MaxLength(TEXT_MAX_LENGTH)
  patientName!: string;

  @IsISO8601({ strict: true })
  dateTime!: string;

  @IsIn(APPOINTMENT_TYPES)
  type!: AppointmentType;

  @IsIn(APPOINTMENT_STATUSES)
  status!: AppointmentStatus;

  @IsIn(ROLES)
  by!: Role;

  @IsISO8601({ strict: true })
  at!: string;
}
