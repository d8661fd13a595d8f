import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@vitalsync/backend';
import { WATER_STEP_LITRES, type WaterIntake } from '@vitalsync/contracts';
import { type SetWaterCommandDto, type WaterQueryDto } from '@vitalsync/contracts/server';

import { requirePatient } from '../app/patients-only';
import { requireDayNotAhead } from './day-window';
import { WaterRepository } from './water.repository';

/** The lifestyle tracker's water intake: one amount per patient and calendar day, in quarter litres. */
@Injectable()
export class WaterService {
  constructor(
    private readonly water: WaterRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async get({ actor, day }: WaterQueryDto): Promise<WaterIntake> {
    requirePatient(actor);
    requireDayNotAhead(day, this.clock());
    return { day, litres: (await this.water.quarterLitres(actor.id, day)) * WATER_STEP_LITRES };
  }

  async set({ actor, day, litres }: SetWaterCommandDto): Promise<WaterIntake> {
    requirePatient(actor);
    const now = this.clock();
    requireDayNotAhead(day, now);
    const quarterLitres = Math.round(litres / WATER_STEP_LITRES);
    await this.water.set(actor.id, day, quarterLitres, now);
    return { day, litres: quarterLitres * WATER_STEP_LITRES };
  }
}
