import { Module } from '@nestjs/common';

import { AuthRuntimeModule } from '../app/auth-runtime.module';
import { InsightsController } from './insights.controller';
import { InsightsRepository } from './insights.repository';

/** Keeps ai-svc's newest insights of each patient on the profile, where every profile view reads them. */
@Module({
  imports: [AuthRuntimeModule],
  controllers: [InsightsController],
  providers: [InsightsRepository],
})
export class InsightsModule {}
