import { Module } from '@nestjs/common';
import { clockProvider } from '@vitalsync/backend';

import { NotificationsModule } from '../notifications/notifications.module';
import { SessionsModule } from '../sessions/sessions.module';
import { ChatController } from './chat.controller';
import { chatEmitLimiterProvider } from './chat-emit-limiter';
import { ChatNamespace } from './chat.namespace';
import { ChatRelayController } from './chat-relay.controller';
import { ChatRooms } from './chat-rooms';

/** Doctor–patient chat: the REST routes, the /chat namespace, and delivery of every stored message it relays. */
@Module({
  imports: [SessionsModule, NotificationsModule],
  controllers: [ChatController, ChatRelayController],
  providers: [ChatNamespace, ChatRooms, chatEmitLimiterProvider, clockProvider],
})
export class ChatModule {}
