import { Module } from '@nestjs/common';
import { DbModule } from '@vitalsync/db';

import * as schema from '../appointments/appointments.schema';
import { AppointmentsRepository } from '../appointments/appointments.repository';

/** Root module of the appointment service; its health pattern comes with DbModule. */
@Module({
  imports: [DbModule.forService({ service: 'appointment', schema, migrations: 'appointment-svc' })],
  providers: [AppointmentsRepository],
})
export class AppointmentSvcModule {}
