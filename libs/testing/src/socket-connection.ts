import { io, type Socket } from 'socket.io-client';

export interface SocketOptions {
  /** The session cookie, if any. */
  cookie?: string;
  /** websocket only unless given (what the video-call namespace requires). */
  transports?: Array<'polling' | 'websocket'>;
}

/**
 * Opens its own connection to a namespace and resolves once the namespace admitted it; rejects with the server's
 * refusal. Its own (forceNew): a connection shared with another namespace could still be polling when a
 * websocket-only namespace joins it.
 */
export const connectSocket = (
  baseUrl: string,
  namespace: string,
  { cookie, transports = ['websocket'] }: SocketOptions = {},
): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(`${baseUrl}${namespace}`, {
      path: '/api/socket.io',
      transports,
      forceNew: true,
      reconnection: false,
      extraHeaders: cookie ? { cookie } : {},
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error: Error) => {
      socket.close();
      reject(error);
    });
  });
