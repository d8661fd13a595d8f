import 'reflect-metadata';
import { bootstrapService } from '@vitalsync/bus';

import { AiSvcModule } from './app/ai-svc.module';

void bootstrapService(AiSvcModule, 'ai');
