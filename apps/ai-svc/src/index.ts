export { AiSvcModule } from './app/ai-svc.module';
export { AiSvcConfig } from './config/ai-svc.config';
