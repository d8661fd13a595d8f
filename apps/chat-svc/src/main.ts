import 'reflect-metadata';
import { configOrExit, loadConfig } from '@vitalsync/config';
import { bootstrapService } from '@vitalsync/service-runtime';

import { ChatSvcModule } from './app/chat-svc.module';
import { ChatSvcConfig } from './config/chat-svc.config';

// Read once, here: a bad value stops the service, naming the variable, before it connects or opens a database.
const config = configOrExit(() => loadConfig(ChatSvcConfig, process.env));
void bootstrapService(ChatSvcModule, 'chat', config);
