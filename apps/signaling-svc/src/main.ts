import 'reflect-metadata';
import { bootstrapService } from '@vitalsync/bus';

import { SignalingSvcModule } from './app/signaling-svc.module';

void bootstrapService(SignalingSvcModule, 'signaling');
