import { Controller, UsePipes } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { busValidationPipe, Internal } from '@vitalsync/backend';
import { AI_EVENTS, NOTIFICATION_EVENTS } from '@vitalsync/contracts';
import { HealthEmergencyEventDto } from '@vitalsync/contracts/server';

import { NotificationPusher } from '../notifications/notification-pusher';
import { emergencyNotifications } from './emergency-notifications';

/**
 * Tells the doctors who consulted a patient, at once, that the patient became an emergency. ai-svc resolved the
 * doctors; every gateway replica hears every event (broadcast listener, no queue group) and pushes to the sockets
 * it holds. A doctor offline now finds it stored (ai-svc keeps a notification per doctor) and in the consulted list.
 */
@Controller()
// The bus listener is a microservice of its own: the HTTP app's global pipe does not reach it.
@UsePipes(busValidationPipe())
export class EmergencyEventsController {
  constructor(private readonly pusher: NotificationPusher) {}

  @Internal()
  @EventPattern(AI_EVENTS.emergency)
  onEmergency(@Payload() event: HealthEmergencyEventDto): void {
    for (const { doctorId, notification } of emergencyNotifications(event))
      this.pusher.push(doctorId, NOTIFICATION_EVENTS.emergency, notification);
  }
}
