import { Module } from '@nestjs/common';

import { AiRuntimeModule } from '../app/ai-runtime.module';
import { WaterController } from './water.controller';
import { WaterRepository } from './water.repository';
import { WaterService } from './water.service';

@Module({
  imports: [AiRuntimeModule],
  controllers: [WaterController],
  providers: [WaterRepository, WaterService],
})
export class LifestyleModule {}
