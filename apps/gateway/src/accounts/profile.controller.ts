import { Body, Controller, ForbiddenException, Get, HttpCode, Inject, Post } from '@nestjs/common';
import { type ClientProxy } from '@nestjs/microservices';
import { ApiTags } from '@nestjs/swagger';
import { BUS_CLIENT, requestReply } from '@vitalsync/bus';
import {
  ACCOUNT_SUBJECTS,
  type GetProfileQuery,
  PROFILE_SAVED_MESSAGE,
  type Profile,
  type ProfileResponse,
  type SaveProfileCommand,
  type SaveProfileRequest,
  type SaveProfileResponse,
} from '@vitalsync/contracts';

import { CurrentActor } from '../session/current-actor.decorator';
import { type SessionClaims, actorOf } from '../session/session-token';

@ApiTags('profile')
@Controller('dashboard/profile')
export class ProfileController {
  constructor(@Inject(BUS_CLIENT) private readonly bus: ClientProxy) {}

  @Get()
  async get(@CurrentActor() claims: SessionClaims): Promise<ProfileResponse> {
    const profile = await requestReply<Profile, GetProfileQuery>(this.bus, ACCOUNT_SUBJECTS.getProfile, {
      actor: actorOf(claims),
    });
    return { status: 'success', profile, role: claims.role };
  }

  @Post()
  @HttpCode(200)
  async save(@CurrentActor() claims: SessionClaims, @Body() body: unknown): Promise<SaveProfileResponse> {
    const request = (typeof body === 'object' && body !== null ? body : {}) as SaveProfileRequest;
    // The role travels with the body (spec section 6) but can never differ from the session's.
    if (request.role !== claims.role) throw new ForbiddenException('You can only change your own profile.');
    const profile = await requestReply<Profile, SaveProfileCommand>(this.bus, ACCOUNT_SUBJECTS.saveProfile, {
      actor: actorOf(claims),
      profile: request,
    });
    return { status: 'success', message: PROFILE_SAVED_MESSAGE, profile };
  }
}
