import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BusClient } from '@vitalsync/bus';
import { AI_SUBJECTS, type WaterResponse } from '@vitalsync/contracts';
import { WaterDayRequestDto, WaterIntakeDto } from '@vitalsync/contracts/server';

import { ApiSuccess } from '../openapi/api-docs.decorators';
import { CurrentActor } from '../sessions/current-actor.decorator';
import { type SessionClaims, actorOf } from '../sessions/session-token';

/** The lifestyle tracker's water intake, one value per day of the patient's calendar; ai-svc keeps it per owner. */
@ApiTags('ai')
@Controller('dashboard/lifestyle')
export class WaterController {
  constructor(private readonly bus: BusClient) {}

  @Get('water')
  @ApiSuccess('WaterResponse', "A patient's water intake on one day", { errors: [403] })
  async get(
    @CurrentActor() claims: SessionClaims,
    @Query() { day }: WaterDayRequestDto,
  ): Promise<WaterResponse> {
    const intake = await this.bus.request(AI_SUBJECTS.getWater, { actor: actorOf(claims), day });
    return { status: 'success', day: intake.day, litres: intake.litres };
  }

  @Put('water')
  @ApiSuccess('WaterResponse', "Record a patient's water intake for one day", { errors: [403] })
  async set(
    @CurrentActor() claims: SessionClaims,
    @Body() { day, litres }: WaterIntakeDto,
  ): Promise<WaterResponse> {
    const intake = await this.bus.request(AI_SUBJECTS.setWater, { actor: actorOf(claims), day, litres });
    return { status: 'success', day: intake.day, litres: intake.litres };
  }
}
