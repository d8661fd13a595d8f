import 'reflect-metadata';
import { configOrExit, loadConfig } from '@vitalsync/config';
import { bootstrapService } from '@vitalsync/service-runtime';

import { AuthSvcModule } from './app/auth-svc.module';
import { AuthSvcConfig } from './config/auth-svc.config';

// Read once, here: a bad value stops the service, naming the variable, before it connects or opens a database.
const config = configOrExit(() => loadConfig(AuthSvcConfig, process.env));
void bootstrapService(AuthSvcModule, 'auth', config);
