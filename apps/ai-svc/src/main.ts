import 'reflect-metadata';
import { configOrExit, loadConfig } from '@vitalsync/config';
import { bootstrapService } from '@vitalsync/service-runtime';

import { AiSvcModule } from './app/ai-svc.module';
import { AiSvcConfig } from './config/ai-svc.config';

// Read once, here: a bad value stops the service, naming the variable, before it connects or opens a database.
const config = configOrExit(() => loadConfig(AiSvcConfig, process.env));
void bootstrapService(AiSvcModule, 'ai', config);
