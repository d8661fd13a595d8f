import { Module } from '@nestjs/common';

import { AiRuntimeModule } from '../app/ai-runtime.module';
import { AssistantController } from './assistant.controller';
import { AssistantService } from './assistant.service';
import { PatientRecords } from './patient-records';

@Module({
  imports: [AiRuntimeModule],
  controllers: [AssistantController],
  providers: [AssistantService, PatientRecords],
})
export class AssistantModule {}
