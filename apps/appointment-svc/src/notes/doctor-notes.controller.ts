import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { APPOINTMENT_SUBJECTS, type DoctorNote } from '@vitalsync/contracts';
import { AddNoteCommandDto, NotesQueryDto } from '@vitalsync/contracts/server';

import { DoctorNotesService } from './doctor-notes.service';

@Controller()
export class DoctorNotesController {
  constructor(private readonly notes: DoctorNotesService) {}

  @MessagePattern(APPOINTMENT_SUBJECTS.listNotes)
  list(@Payload() { actor, patientId }: NotesQueryDto): Promise<DoctorNote[]> {
    return this.notes.list(actor, patientId);
  }

  @MessagePattern(APPOINTMENT_SUBJECTS.addNote)
  add(@Payload() { actor, note }: AddNoteCommandDto): Promise<DoctorNote> {
    return this.notes.add(actor, note);
  }
}
