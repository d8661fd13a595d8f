import 'reflect-metadata';
import { configOrExit, loadConfig } from '@vitalsync/config';
import { bootstrapService } from '@vitalsync/service-runtime';

import { AppointmentSvcModule } from './app/appointment-svc.module';
import { AppointmentSvcConfig } from './config/appointment-svc.config';

// Read once, here: a bad value stops the service, naming the variable, before it connects or opens a database.
const config = configOrExit(() => loadConfig(AppointmentSvcConfig, process.env));
void bootstrapService(AppointmentSvcModule, 'appointment', config);
