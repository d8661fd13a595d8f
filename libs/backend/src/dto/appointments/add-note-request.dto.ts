import { type AddNoteRequest, DOCTOR_NOTE_MAX_LENGTH } from '@vitalsync/contracts';
import { IsUUID } from 'class-validator';
import { NonBlankText } from '@vitalsync/contracts/server';

/** POST /api/dashboard/appointments/notes body. */
export class AddNoteRequestDto implements AddNoteRequest {
  @IsUUID()
  patientId!: string;

  @NonBlankText(DOCTOR_NOTE_MAX_LENGTH)
  text!: string;
}
