import { IsUUID } from 'class-validator';

import { ActorDto, ActorField } from '../validation/actor.dto';
import { Nested } from '../validation/nested';
import { AddNoteRequestDto } from './add-note-request.dto';
import { type AddNoteCommand, type NotesQuery } from './appointment.types';

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
