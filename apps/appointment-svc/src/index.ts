export { AppointmentSvcModule } from './app/appointment-svc.module';
export { AppointmentSvcConfig } from './config/appointment-svc.config';
