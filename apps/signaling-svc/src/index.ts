export { SignalingSvcModule } from './app/signaling-svc.module';
export { SignalingSvcConfig } from './config/signaling-svc.config';
