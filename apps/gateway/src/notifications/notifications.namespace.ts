import { type OnGatewayConnection, WebSocketGateway } from '@nestjs/websockets';
import { NOTIFICATIONS_NAMESPACE } from '@vitalsync/contracts';
import { type Namespace, type Socket } from 'socket.io';

import { AuthenticatedNamespace } from '../realtime/authenticated-namespace';
import { type SocketData } from '../realtime/socket-session';
import { RevokedSessions } from '../sessions/revoked-sessions';
import { SessionReader } from '../sessions/session-reader';
import { NotificationPusher, accountRoom } from './notification-pusher';

/**
 * Live notifications (appointment changes, chat messages, patients' emergencies), server to client only: the
 * namespace subscribes to no client event, so whatever a client emits here is dropped.
 */
@WebSocketGateway({ namespace: NOTIFICATIONS_NAMESPACE })
export class NotificationsNamespace extends AuthenticatedNamespace implements OnGatewayConnection {
  constructor(
    sessions: SessionReader,
    revoked: RevokedSessions,
    private readonly pusher: NotificationPusher,
  ) {
    super(sessions, revoked);
  }

  override afterInit(namespace: Namespace): void {
    super.afterInit(namespace);
    this.pusher.attach(namespace);
  }

  handleConnection(socket: Socket): void {
    void socket.join(accountRoom((socket.data as SocketData).actor.id));
  }
}
