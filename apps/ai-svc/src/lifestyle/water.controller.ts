import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AI_SUBJECTS, type WaterIntake } from '@vitalsync/contracts';
import { SetWaterCommandDto, WaterQueryDto } from '@vitalsync/contracts/server';

import { WaterService } from './water.service';

@Controller()
export class WaterController {
  constructor(private readonly water: WaterService) {}

  @MessagePattern(AI_SUBJECTS.getWater)
  get(@Payload() query: WaterQueryDto): Promise<WaterIntake> {
    return this.water.get(query);
  }

  @MessagePattern(AI_SUBJECTS.setWater)
  set(@Payload() command: SetWaterCommandDto): Promise<WaterIntake> {
    return this.water.set(command);
  }
}
