import { Module } from '@nestjs/common';

import { AppointmentsModule } from '../appointments/appointments.module';
import { DoctorNotesModule } from '../notes/doctor-notes.module';
import { PeopleModule } from '../people/people.module';
import { ReportsModule } from '../reports/reports.module';

/**
 * Root module of the appointment service: booking and free slots, the lifecycle and prescriptions, the lists,
 * the access component other services ask, doctors' notes, and the read model of names. Its health pattern comes
 * with the database module; BusClient comes from the app that hosts it (createServiceApp).
 */
@Module({
  imports: [AppointmentsModule, DoctorNotesModule, PeopleModule, ReportsModule],
})
export class AppointmentSvcModule {}
