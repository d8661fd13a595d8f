export { ChatSvcModule } from './app/chat-svc.module';
