import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BusClient } from '@vitalsync/bus';
import {
  ACCESS_HISTORY_SUBJECTS,
  type AccessHistoryEvent,
  type AccessHistoryResponse,
} from '@vitalsync/contracts';
import { AccessHistoryRequestDto } from '@vitalsync/contracts/server';

import { ApiSuccess } from '../openapi/api-docs.decorators';
import { CurrentActor } from '../sessions/current-actor.decorator';
import { type SessionClaims, actorOf } from '../sessions/session-token';

/** Exactly the fields of the contract, whatever else a reply carried. */
const shown = (event: AccessHistoryEvent): AccessHistoryEvent => ({
  at: event.at,
  actor: { role: event.actor.role, name: event.actor.name },
  action: event.action,
  what: event.what,
  count: event.count,
  ...(event.from ? { from: { address: event.from.address, browser: event.from.browser } } : {}),
});

/**
 * The patient's access history: who read or changed their record, and their own sign-ins. auth-svc answers the
 * session's patient's own history only, and refuses doctors (403).
 */
@ApiTags('access-history')
@Controller('dashboard/access-history')
export class AccessHistoryController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @ApiSuccess('AccessHistoryResponse', "Who saw or changed the patient's record, newest first", {
    errors: [400, 403],
  })
  async list(
    @CurrentActor() claims: SessionClaims,
    @Query() { cursor, limit }: AccessHistoryRequestDto,
  ): Promise<AccessHistoryResponse> {
    const page = await this.bus.request(ACCESS_HISTORY_SUBJECTS.list, {
      actor: actorOf(claims),
      ...(cursor === undefined ? {} : { cursor }),
      ...(limit === undefined ? {} : { limit }),
    });
    return { status: 'success', events: page.events.map(shown), nextCursor: page.nextCursor };
  }
}
