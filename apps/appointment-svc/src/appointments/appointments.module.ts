import { Module } from '@nestjs/common';

import { AppointmentRuntimeModule } from '../app/appointment-runtime.module';
import { PeopleModule } from '../people/people.module';
import { AccessAudit } from './access-audit';
import { AppointmentAccess } from './appointment-access';
import { AppointmentAccessController } from './appointment-access.controller';
import { AppointmentListsController } from './appointment-lists.controller';
import { AppointmentListsService } from './appointment-lists.service';
import { AppointmentsRepository } from './appointments.repository';
import { BookingController } from './booking.controller';
import { BookingService } from './booking.service';
import { LifecycleController } from './lifecycle.controller';
import { LifecycleService } from './lifecycle.service';

@Module({
  imports: [AppointmentRuntimeModule, PeopleModule],
  controllers: [
    BookingController,
    LifecycleController,
    AppointmentListsController,
    AppointmentAccessController,
  ],
  providers: [
    AppointmentsRepository,
    AppointmentAccess,
    BookingService,
    LifecycleService,
    AppointmentListsService,
    AccessAudit,
  ],
  exports: [AppointmentAccess, AccessAudit],
})
export class AppointmentsModule {}
