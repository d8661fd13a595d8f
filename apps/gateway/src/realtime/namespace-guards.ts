import { SOCKET_REFUSAL_REASONS, finalSocketRefusal } from '@vitalsync/contracts';
import { type Socket } from 'socket.io';

import { handshakeRefusal } from './handshake-refusal';

type Next = (error?: Error) => void;

export const NOTHING_TO_JOIN_MESSAGE = 'There is nothing to join here.';
export const WEBSOCKET_ONLY_MESSAGE = 'This namespace is available over WebSocket only.';

/** Namespace middleware for a namespace nobody may join. */
export const refuseEveryone = (_socket: Socket, next: Next): void =>
  next(handshakeRefusal(NOTHING_TO_JOIN_MESSAGE, finalSocketRefusal(SOCKET_REFUSAL_REASONS.forbidden)));

/**
 * Namespace middleware that admits only sockets whose connection runs over WebSocket right now. The engine is
 * shared by every namespace, so its `transports` option cannot differ per namespace; a client that opened a
 * polling connection and did not upgrade is refused here when it asks to join.
 */
export const websocketOnly = (socket: Pick<Socket, 'conn'>, next: Next): void => {
  if (socket.conn.transport.name === 'websocket') next();
  else next(handshakeRefusal(WEBSOCKET_ONLY_MESSAGE, finalSocketRefusal(SOCKET_REFUSAL_REASONS.transport)));
};
