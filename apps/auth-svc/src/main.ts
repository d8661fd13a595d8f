import 'reflect-metadata';
import { bootstrapService } from '@vitalsync/bus';

import { AuthSvcModule } from './app/auth-svc.module';

void bootstrapService(AuthSvcModule, 'auth');
