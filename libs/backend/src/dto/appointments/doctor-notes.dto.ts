import { type AddNoteCommand, type NotesQuery } from '@vitalsync/contracts';
import { IsUUID } from 'class-validator';
import { ActorDto, ActorField, Nested } from '@vitalsync/contracts/server';

import { AddNoteRequestDto } from './add-note-request.dto';

// gateway → appointment-svc: a doctor's private notes on a patient.

export class NotesQueryDto implements NotesQuery {
  @ActorField()
  actor!: ActorDto;

  @IsUUID()
  patientId!: string;
}

export class AddNoteCommandDto implements AddNoteCommand {
  @ActorField()
  actor!: ActorDto;

  @Nested(() => AddNoteRequestDto)
  note!: AddNoteRequestDto;
}
