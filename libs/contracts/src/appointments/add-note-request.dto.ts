import { IsUUID } from 'class-validator';

import { NonBlankText } from '../validation/text-fields';
import { DOCTOR_NOTE_MAX_LENGTH } from './appointment.limits';
import { type AddNoteRequest } from './appointment.types';

/** POST /api/dashboard/appointments/notes body. */
export class AddNoteRequestDto implements AddNoteRequest {
  @IsUUID()
  patientId!: string;

  @NonBlankText(DOCTOR_NOTE_MAX_LENGTH)
  text!: string;
}
