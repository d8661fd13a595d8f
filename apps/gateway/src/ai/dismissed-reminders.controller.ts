import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BusClient } from '@vitalsync/bus';
import { AI_SUBJECTS, type DismissedRemindersResponse } from '@vitalsync/contracts';
import { DismissReminderRequestDto } from '@vitalsync/contracts/server';

import { ApiSuccess } from '../openapi/api-docs.decorators';
import { CurrentActor } from '../sessions/current-actor.decorator';
import { type SessionClaims, actorOf } from '../sessions/session-token';

/** The reminders a patient dismissed on the notifications page, kept so they stay dismissed. */
@ApiTags('ai')
@Controller('dashboard/notifications')
export class DismissedRemindersController {
  constructor(private readonly bus: BusClient) {}

  @Get('dismissed')
  @ApiSuccess('DismissedRemindersResponse', 'The health reminders a patient dismissed', { errors: [403] })
  async list(@CurrentActor() claims: SessionClaims): Promise<DismissedRemindersResponse> {
    const { dismissed } = await this.bus.request(AI_SUBJECTS.listDismissed, { actor: actorOf(claims) });
    return { status: 'success', dismissed };
  }

  @Put('dismissed')
  @ApiSuccess('DismissedRemindersResponse', 'Dismiss one health reminder', { errors: [403] })
  async dismiss(
    @CurrentActor() claims: SessionClaims,
    @Body() { id }: DismissReminderRequestDto,
  ): Promise<DismissedRemindersResponse> {
    const { dismissed } = await this.bus.request(AI_SUBJECTS.dismiss, { actor: actorOf(claims), id });
    return { status: 'success', dismissed };
  }
}
