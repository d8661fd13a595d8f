export { AuthSvcModule } from './app/auth-svc.module';
