import { Module } from '@nestjs/common';

import { AppointmentRuntimeModule } from '../app/appointment-runtime.module';
import { AppointmentsModule } from '../appointments/appointments.module';
import { PeopleModule } from '../people/people.module';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

/** Doctors' reports for the patients they consulted (their files stay in the gateway's storage). */
@Module({
  imports: [AppointmentRuntimeModule, AppointmentsModule, PeopleModule],
  controllers: [ReportsController],
  providers: [ReportsRepository, ReportsService],
})
export class ReportsModule {}
