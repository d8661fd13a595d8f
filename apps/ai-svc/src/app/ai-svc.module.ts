import { Module } from '@nestjs/common';
import { DbModule } from '@vitalsync/db';

import * as schema from '../insights/insights.schema';
import { InsightsRepository } from '../insights/insights.repository';

/** Root module of the ai service; its health pattern comes with DbModule. */
@Module({
  imports: [DbModule.forService({ service: 'ai', schema, migrations: 'ai-svc' })],
  providers: [InsightsRepository],
})
export class AiSvcModule {}
