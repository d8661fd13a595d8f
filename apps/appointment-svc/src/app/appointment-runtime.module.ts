import { Module } from '@nestjs/common';
import { CLOCK, clockProvider } from '@vitalsync/backend';
import { DbModule } from '@vitalsync/db';

import { appointmentDatabaseSchema } from './database-schema';

/** The database of appointment-svc, imported here once for every capability. */
const appointmentDatabase = DbModule.forService({
  service: 'appointment',
  schema: appointmentDatabaseSchema,
  migrations: 'appointment-svc',
});

/** What every capability of appointment-svc shares: the database and the clock. */
@Module({
  imports: [appointmentDatabase],
  providers: [clockProvider],
  exports: [appointmentDatabase, CLOCK],
})
export class AppointmentRuntimeModule {}
