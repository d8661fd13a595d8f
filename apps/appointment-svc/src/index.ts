export { AppointmentSvcModule } from './app/appointment-svc.module';
