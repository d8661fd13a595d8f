import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BusClient } from '@vitalsync/bus';
import {
  AI_SUBJECTS,
  type EmergencyNotificationsResponse,
  type MarkEmergencyNotificationsReadResponse,
  type StoredEmergencyNotification,
} from '@vitalsync/contracts';
import {
  EmergencyNotificationsRequestDto,
  MarkEmergencyNotificationsReadRequestDto,
} from '@vitalsync/contracts/server';

import { ApiSuccess } from '../openapi/api-docs.decorators';
import { CurrentActor } from '../sessions/current-actor.decorator';
import { type SessionClaims, actorOf } from '../sessions/session-token';

/** Exactly the fields of the contract, whatever else a reply carried. */
const shown = (notification: StoredEmergencyNotification): StoredEmergencyNotification => ({
  _id: notification._id,
  patientId: notification.patientId,
  patientName: notification.patientName,
  alert: notification.alert,
  at: notification.at,
  read: notification.read,
});

/**
 * A doctor's stored emergency notifications (the notifications page and the sidebar count): what the
 * `health-emergency` toast said, kept for a doctor who was not online then. ai-svc answers the session's doctor's
 * own only, and refuses patients.
 */
@ApiTags('ai')
@Controller('dashboard/notifications/emergencies')
export class EmergencyNotificationsController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @ApiSuccess('EmergencyNotificationsResponse', "A doctor's stored emergency notifications, newest first", {
    errors: [403],
  })
  async list(
    @CurrentActor() claims: SessionClaims,
    @Query() { limit, before }: EmergencyNotificationsRequestDto,
  ): Promise<EmergencyNotificationsResponse> {
    const page = await this.bus.request(AI_SUBJECTS.listEmergencyNotifications, {
      actor: actorOf(claims),
      ...(limit === undefined ? {} : { limit }),
      ...(before === undefined ? {} : { before }),
    });
    return { status: 'success', notifications: page.notifications.map(shown), unread: page.unread };
  }

  @Post('read')
  @HttpCode(200)
  @ApiSuccess('MarkEmergencyNotificationsReadResponse', 'Mark emergency notifications as read', {
    errors: [403],
  })
  async read(
    @CurrentActor() claims: SessionClaims,
    @Body() { ids }: MarkEmergencyNotificationsReadRequestDto,
  ): Promise<MarkEmergencyNotificationsReadResponse> {
    const { unread } = await this.bus.request(AI_SUBJECTS.readEmergencyNotifications, {
      actor: actorOf(claims),
      ...(ids === undefined ? {} : { ids }),
    });
    return { status: 'success', unread };
  }
}
