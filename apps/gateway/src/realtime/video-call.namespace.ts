import { Logger } from '@nestjs/common';
import { type OnGatewayConnection, WebSocketGateway } from '@nestjs/websockets';
import { type Socket } from 'socket.io';

/** The /video-call namespace of spec section 7 (websocket transport only); signalling arrives with calls. */
@WebSocketGateway({ namespace: '/video-call', transports: ['websocket'] })
export class VideoCallNamespace implements OnGatewayConnection {
  private readonly logger = new Logger(VideoCallNamespace.name);

  handleConnection(client: Socket): void {
    this.logger.debug(`video-call socket ${client.id} connected`);
  }
}
