import { Controller, UsePipes } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { busValidationPipe, Internal } from '@vitalsync/backend';
import { type AppointmentChange, APPOINTMENT_EVENTS, NOTIFICATION_EVENTS } from '@vitalsync/contracts';
import { AppointmentChangedEventDto } from '@vitalsync/contracts/server';

import { NotificationPusher } from '../notifications/notification-pusher';
import { appointmentNotifications } from './appointment-notifications';

/**
 * Tells both participants of an appointment that it changed. Every gateway replica hears every event (broadcast
 * listener, no queue group) and pushes to the sockets it holds.
 */
@Controller()
// The bus listener is a microservice of its own: the HTTP app's global pipe does not reach it.
@UsePipes(busValidationPipe())
export class AppointmentEventsController {
  constructor(private readonly pusher: NotificationPusher) {}

  @Internal()
  @EventPattern(APPOINTMENT_EVENTS.booked)
  onBooked(@Payload() event: AppointmentChangedEventDto): void {
    this.notify('booked', event);
  }

  @Internal()
  @EventPattern(APPOINTMENT_EVENTS.started)
  onStarted(@Payload() event: AppointmentChangedEventDto): void {
    this.notify('started', event);
  }

  @Internal()
  @EventPattern(APPOINTMENT_EVENTS.completed)
  onCompleted(@Payload() event: AppointmentChangedEventDto): void {
    this.notify('completed', event);
  }

  @Internal()
  @EventPattern(APPOINTMENT_EVENTS.cancelled)
  onCancelled(@Payload() event: AppointmentChangedEventDto): void {
    this.notify('cancelled', event);
  }

  private notify(change: AppointmentChange, event: AppointmentChangedEventDto): void {
    for (const { accountId, notification } of appointmentNotifications(change, event))
      this.pusher.push(accountId, NOTIFICATION_EVENTS.appointment, notification);
  }
}
