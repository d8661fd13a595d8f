export { AuthSvcModule } from './app/auth-svc.module';
export { AuthSvcConfig } from './config/auth-svc.config';
