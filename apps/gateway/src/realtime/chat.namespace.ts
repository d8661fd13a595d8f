import { Logger } from '@nestjs/common';
import { type OnGatewayConnection, WebSocketGateway } from '@nestjs/websockets';
import { type Socket } from 'socket.io';

/** The /chat namespace of spec section 7; its events arrive with the chat capability. */
@WebSocketGateway({ namespace: '/chat' })
export class ChatNamespace implements OnGatewayConnection {
  private readonly logger = new Logger(ChatNamespace.name);

  handleConnection(client: Socket): void {
    this.logger.debug(`chat socket ${client.id} connected`);
  }
}
