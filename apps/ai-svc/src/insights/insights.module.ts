import { Module } from '@nestjs/common';

import { AiRuntimeModule } from '../app/ai-runtime.module';
import { InsightsEngine } from './insights-engine';
import { InsightsFlow } from './insights-flow';
import { InsightsListener } from './insights.listener';
import { InsightsRepository } from './insights.repository';

@Module({
  imports: [AiRuntimeModule],
  controllers: [InsightsListener],
  providers: [InsightsRepository, InsightsEngine, InsightsFlow],
})
export class InsightsModule {}
