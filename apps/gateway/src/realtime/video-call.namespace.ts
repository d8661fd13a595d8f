import { WebSocketGateway } from '@nestjs/websockets';

import { AuthenticatedNamespace } from './authenticated-namespace';

/** The /video-call namespace of spec section 7 (websocket transport only); signalling arrives with calls. */
@WebSocketGateway({ namespace: '/video-call', transports: ['websocket'] })
export class VideoCallNamespace extends AuthenticatedNamespace {}
