import 'reflect-metadata';
import { configOrExit, loadConfig } from '@vitalsync/config';
import { bootstrapService } from '@vitalsync/service-runtime';

import { SignalingSvcModule } from './app/signaling-svc.module';
import { SignalingSvcConfig } from './config/signaling-svc.config';

// Read once, here: a bad value stops the service, naming the variable, before it connects or opens a database.
const config = configOrExit(() => loadConfig(SignalingSvcConfig, process.env));
void bootstrapService(SignalingSvcModule, 'signaling', config);
