export { SignalingSvcModule } from './app/signaling-svc.module';
