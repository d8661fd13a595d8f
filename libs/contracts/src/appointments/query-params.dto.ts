import { IsUUID } from 'class-validator';

import { APPOINTMENT_NOT_FOUND_MESSAGE } from './appointment.messages';

/** `?id=` of the single-appointment routes: an id that cannot exist names no appointment (the gateway's 404). */
export class AppointmentIdQueryDto {
  @IsUUID(undefined, { context: { notFound: APPOINTMENT_NOT_FOUND_MESSAGE, code: 'appointment.not_found' } })
  id!: string;
}

/** `?patientId=` of the doctor's notes. */
export class NotesQueryParamsDto {
  @IsUUID()
  patientId!: string;
}
