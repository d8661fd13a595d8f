import { Module } from '@nestjs/common';

import { AppointmentRuntimeModule } from '../app/appointment-runtime.module';
import { AppointmentsModule } from '../appointments/appointments.module';
import { DoctorNotesController } from './doctor-notes.controller';
import { DoctorNotesRepository } from './doctor-notes.repository';
import { DoctorNotesService } from './doctor-notes.service';

@Module({
  imports: [AppointmentRuntimeModule, AppointmentsModule],
  controllers: [DoctorNotesController],
  providers: [DoctorNotesRepository, DoctorNotesService],
})
export class DoctorNotesModule {}
