import { WebSocketGateway } from '@nestjs/websockets';
import { type Namespace } from 'socket.io';

import { AuthenticatedNamespace } from './authenticated-namespace';
import { websocketOnly } from './namespace-guards';

/** The /video-call namespace of spec section 7 (websocket transport only); signalling arrives with calls. */
@WebSocketGateway({ namespace: '/video-call', transports: ['websocket'] })
export class VideoCallNamespace extends AuthenticatedNamespace {
  override afterInit(namespace: Namespace): void {
    namespace.use(websocketOnly);
    super.afterInit(namespace);
  }
}
