import { NOTIFICATIONS_NAMESPACE } from '@vitalsync/contracts';
import { type Socket } from 'socket.io-client';

import { connectSocket } from './socket-connection';

/** A socket on /notifications for the session of `cookie` (see connectSocket). */
export const connectNotifications = (baseUrl: string, cookie?: string): Promise<Socket> =>
  connectSocket(baseUrl, NOTIFICATIONS_NAMESPACE, { cookie });

/** Everything a socket received on one event, in order, and a way to wait for the next ones. */
export class SocketInbox<T> {
  readonly received: T[] = [];
  private waiters: Array<() => void> = [];

  constructor(socket: Socket, event: string) {
    socket.on(event, (payload: T) => {
      this.received.push(payload);
      const waking = this.waiters;
      this.waiters = [];
      for (const wake of waking) wake();
    });
  }

  /** The first `count` payloads, once that many have arrived (the Jest timeout bounds the wait). */
  async first(count: number): Promise<T[]> {
    while (this.received.length < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
    return this.received.slice(0, count);
  }
}
