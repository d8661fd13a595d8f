import 'reflect-metadata';
import { bootstrapService } from '@vitalsync/bus';

import { ChatSvcModule } from './app/chat-svc.module';

void bootstrapService(ChatSvcModule, 'chat');
