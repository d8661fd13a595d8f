import { type SocketRefusal } from '@vitalsync/contracts';

/** A namespace middleware's refusal: the message a person reads, and `data` a client acts on (retry or stop). */
export type HandshakeRefusal = Error & { data: SocketRefusal };

/**
 * The error to hand a namespace middleware's `next`: Socket.IO sends its message and its `data` to the client,
 * whose `connect_error` error carries both. socket.io-client never reconnects by itself after such a refusal,
 * so `data.temporary` is what tells the page to try again later rather than give up.
 */
export const handshakeRefusal = (message: string, refusal: SocketRefusal): HandshakeRefusal =>
  Object.assign(new Error(message), { data: refusal });
