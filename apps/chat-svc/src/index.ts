export { ChatSvcModule } from './app/chat-svc.module';
export { ChatSvcConfig } from './config/chat-svc.config';
