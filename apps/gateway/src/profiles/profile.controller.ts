import { Body, Controller, ForbiddenException, Get, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BusClient } from '@vitalsync/bus';
import {
  ACCOUNT_SUBJECTS,
  PROFILE_SAVED_MESSAGE,
  type ProfileResponse,
  type SaveProfileResponse,
} from '@vitalsync/contracts';
import { editableProfileOf, SaveProfileBodyDto } from '@vitalsync/contracts/server';

import { ApiSuccess } from '../openapi/api-docs.decorators';
import { CurrentActor } from '../sessions/current-actor.decorator';
import { type SessionClaims, actorOf } from '../sessions/session-token';

@ApiTags('profile')
@Controller('dashboard/profile')
export class ProfileController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @ApiSuccess('ProfileResponse', "The signed-in account's profile and role")
  async get(@CurrentActor() claims: SessionClaims): Promise<ProfileResponse> {
    const profile = await this.bus.request(ACCOUNT_SUBJECTS.getProfile, {
      actor: actorOf(claims),
    });
    return { status: 'success', profile, role: claims.role };
  }

  @Post()
  @HttpCode(200)
  @ApiSuccess('SaveProfileResponse', 'Save the own profile (as read, plus the role)', { errors: [403, 422] })
  async save(
    @CurrentActor() claims: SessionClaims,
    @Body() request: SaveProfileBodyDto,
  ): Promise<SaveProfileResponse> {
    // The role travels with the body (docs/product/roles.md#where-the-role-comes-from) but can never differ from
    // the session's.
    if (request.role !== claims.role) throw new ForbiddenException('You can only change your own profile.');
    const profile = await this.bus.request(ACCOUNT_SUBJECTS.saveProfile, {
      actor: actorOf(claims),
      // Sections may come partly filled: auth-svc merges them with the stored profile and checks PROFILE_RULES.
      profile: editableProfileOf(request),
    });
    return { status: 'success', message: PROFILE_SAVED_MESSAGE, profile };
  }
}
