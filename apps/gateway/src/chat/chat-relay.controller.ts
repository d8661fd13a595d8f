import { Controller, UsePipes } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { busValidationPipe, countChatMessageRelayed, Internal } from '@vitalsync/backend';
import { CHAT_EVENTS, NOTIFICATION_EVENTS } from '@vitalsync/contracts';
import { ChatRelayEventDto } from '@vitalsync/contracts/server';

import { NotificationPusher } from '../notifications/notification-pusher';
import { chatNotificationOf } from './chat-notification';
import { ChatRooms } from './chat-rooms';

/**
 * Every stored message reaches the chat's room and the receiver's notifications. Every gateway replica hears every
 * relay event (broadcast listener, no queue group) and delivers to the sockets it holds, so a sender and a
 * receiver on different replicas still meet.
 */
@Controller()
// The bus listener is a microservice of its own: the HTTP app's global pipe does not reach it.
@UsePipes(busValidationPipe())
export class ChatRelayController {
  constructor(
    private readonly rooms: ChatRooms,
    private readonly pusher: NotificationPusher,
  ) {}

  @Internal()
  @EventPattern(CHAT_EVENTS.relay)
  onRelay(@Payload() event: ChatRelayEventDto): void {
    this.rooms.deliver(event);
    countChatMessageRelayed();
    const { accountId, notification } = chatNotificationOf(event);
    this.pusher.push(accountId, NOTIFICATION_EVENTS.chat, notification);
  }
}
