import { Inject, Injectable } from '@nestjs/common';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, desc, eq } from 'drizzle-orm';

import { doctorNotes, type DoctorNoteRow } from './doctor-notes.schema';

export interface NewDoctorNote {
  doctorId: string;
  patientId: string;
  text: string;
  createdAt: Date;
}

@Injectable()
export class DoctorNotesRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  async create(note: NewDoctorNote): Promise<DoctorNoteRow> {
    const [created] = await this.db.insert(doctorNotes).values(note).returning();
    if (!created) throw new Error('Inserting a doctor note returned no row');
    return created;
  }

  /** The doctor's own notes on the patient, newest first: no other doctor's, whoever asks. */
  list(doctorId: string, patientId: string): Promise<DoctorNoteRow[]> {
    return this.db
      .select()
      .from(doctorNotes)
      .where(and(eq(doctorNotes.doctorId, doctorId), eq(doctorNotes.patientId, patientId)))
      .orderBy(desc(doctorNotes.createdAt), desc(doctorNotes.id));
  }
}
