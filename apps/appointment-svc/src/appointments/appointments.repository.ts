import { Inject, Injectable } from '@nestjs/common';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { asc, eq } from 'drizzle-orm';

import { appointments, type Appointment } from './appointments.schema';

export interface NewAppointment {
  doctorId: string;
  patientId: string;
  dateTime: Date;
  type: string;
  reason?: string | null;
}

@Injectable()
export class AppointmentsRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

  count(): Promise<number> {
    return this.db.$count(appointments);
  }

  /** A new appointment, status "scheduled". */
  async create(appointment: NewAppointment): Promise<Appointment> {
    const [created] = await this.db.insert(appointments).values(appointment).returning();
    if (!created) {
      throw new Error('Inserting an appointment returned no row');
    }
    return created;
  }

  /** The doctor's appointments, earliest first. */
  listForDoctor(doctorId: string): Promise<Appointment[]> {
    return this.db
      .select()
      .from(appointments)
      .where(eq(appointments.doctorId, doctorId))
      .orderBy(asc(appointments.dateTime), asc(appointments.id));
  }
}
