import { Module } from '@nestjs/common';
import { CLOCK, clockProvider } from '@vitalsync/backend';
import { EventsModule } from '@vitalsync/bus';
import { DbModule } from '@vitalsync/db';

import { appointmentDatabaseSchema } from './database-schema';

/** The database of appointment-svc, imported here once for every capability. */
const appointmentDatabase = DbModule.forService({
  service: 'appointment',
  schema: appointmentDatabaseSchema,
  migrations: 'appointment-svc',
});

/** Its outbox and durable consumers, over that database. */
const appointmentEvents = EventsModule.forService('appointment', appointmentDatabase);

/** What every capability of appointment-svc shares: the database, its events and the clock. */
@Module({
  imports: [appointmentDatabase, appointmentEvents],
  providers: [clockProvider],
  exports: [appointmentDatabase, appointmentEvents, CLOCK],
})
export class AppointmentRuntimeModule {}
