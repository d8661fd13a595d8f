import { type AddNoteCommand, type NotesQuery } from '@vitalsync/contracts';
import { IsUUID } from 'class-validator';

import { ActorDto, ActorField } from '../../actor/actor.dto';
import { AddNoteRequestDto } from './add-note-request.dto';
import { Nested } from '../../validation/nested';

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
