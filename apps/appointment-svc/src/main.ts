import 'reflect-metadata';
import { bootstrapService } from '@vitalsync/bus';

import { AppointmentSvcModule } from './app/appointment-svc.module';

void bootstrapService(AppointmentSvcModule, 'appointment');
