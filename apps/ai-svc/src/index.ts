export { AiSvcModule } from './app/ai-svc.module';
