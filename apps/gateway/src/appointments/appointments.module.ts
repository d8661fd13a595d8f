import { Module } from '@nestjs/common';

import { NotificationsModule } from '../notifications/notifications.module';
import { AppointmentBookingController } from './appointment-booking.controller';
import { AppointmentEventsController } from './appointment-events.controller';
import { AppointmentLifecycleController } from './appointment-lifecycle.controller';
import { AppointmentListsController } from './appointment-lists.controller';
import { DoctorNotesController } from './doctor-notes.controller';

/**
 * The appointment routes of docs/product/http-and-sockets.md#appointments, and the live notice both participants
 * get of each change.
 */
@Module({
  imports: [NotificationsModule],
  controllers: [
    AppointmentBookingController,
    AppointmentListsController,
    AppointmentLifecycleController,
    DoctorNotesController,
    AppointmentEventsController,
  ],
})
export class AppointmentsModule {}
