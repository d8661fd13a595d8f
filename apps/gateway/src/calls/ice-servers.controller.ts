import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BusClient } from '@vitalsync/bus';
import { CALL_SUBJECTS, type IceServersResponse } from '@vitalsync/contracts';

import { ApiSuccess } from '../openapi/api-docs.decorators';
import { CurrentActor } from '../sessions/current-actor.decorator';
import { type SessionClaims, actorOf } from '../sessions/session-token';

/** The STUN and TURN servers of this deployment, TURN credentials made for the caller and expiring. */
@ApiTags('video-call')
@Controller('video-call')
export class IceServersController {
  constructor(private readonly bus: BusClient) {}

  @Get('ice-servers')
  @ApiSuccess('IceServersResponse', 'STUN/TURN servers for a video call')
  async get(@CurrentActor() claims: SessionClaims): Promise<IceServersResponse> {
    const reply = await this.bus.request(CALL_SUBJECTS.iceServers, { actor: actorOf(claims) });
    return { status: 'success', ...reply };
  }
}
