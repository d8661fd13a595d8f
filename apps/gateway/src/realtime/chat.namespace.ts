import { WebSocketGateway } from '@nestjs/websockets';

import { AuthenticatedNamespace } from './authenticated-namespace';

/** The /chat namespace of spec section 7; its events arrive with the chat capability. */
@WebSocketGateway({ namespace: '/chat' })
export class ChatNamespace extends AuthenticatedNamespace {}
