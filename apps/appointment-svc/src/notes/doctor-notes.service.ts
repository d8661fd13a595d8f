import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, rpcError } from '@vitalsync/backend';
import {
  type Actor,
  type AddNoteRequest,
  type DoctorNote,
  NOT_CONSULTED_MESSAGE,
} from '@vitalsync/contracts';

import { AppointmentAccess } from '../appointments/appointment-access';
import { requireRole } from '../appointments/roles';
import { DoctorNotesRepository } from './doctor-notes.repository';
import { type DoctorNoteRow } from './doctor-notes.schema';

const toDoctorNote = (row: DoctorNoteRow): DoctorNote => ({
  _id: row.id,
  patientId: row.patientId,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

/** A doctor's private notes, only on patients they consulted; the patient and other doctors never see them. */
@Injectable()
export class DoctorNotesService {
  constructor(
    private readonly notes: DoctorNotesRepository,
    private readonly access: AppointmentAccess,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(actor: Actor, patientId: string): Promise<DoctorNote[]> {
    await this.requireConsulted(actor, patientId);
    return (await this.notes.list(actor.id, patientId)).map(toDoctorNote);
  }

  /** The text arrives trimmed and non-blank (AddNoteRequestDto). */
  async add(actor: Actor, note: AddNoteRequest): Promise<DoctorNote> {
    await this.requireConsulted(actor, note.patientId);
    const created = await this.notes.create({
      doctorId: actor.id,
      patientId: note.patientId,
      text: note.text,
      createdAt: this.clock(),
    });
    return toDoctorNote(created);
  }

  private async requireConsulted(actor: Actor, patientId: string): Promise<void> {
    requireRole(actor, 'doctor');
    const visible = await this.access.doctorCanSeePatients(actor.id, [patientId]);
    if (!visible.has(patientId))
      throw rpcError({ code: 'patient.not_consulted', message: NOT_CONSULTED_MESSAGE });
  }
}
