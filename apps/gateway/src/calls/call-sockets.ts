import { Injectable } from '@nestjs/common';
import { type CallDelivery } from '@vitalsync/contracts';
import { type Namespace } from 'socket.io';

/** The /video-call room of one account: every call-page socket it holds here, whichever tab it is. */
export const callAccountRoom = (accountId: string): string => `account:${accountId}`;

/**
 * Delivers signalling events to the /video-call sockets this gateway holds. Each replica hears the same delivery
 * event and emits to its own sockets, so the rooms need no shared adapter.
 */
@Injectable()
export class CallSockets {
  private namespace: Namespace | undefined;

  attach(namespace: Namespace): void {
    this.namespace = namespace;
  }

  deliver({ accountId, event, payload }: CallDelivery): void {
    this.namespace?.to(callAccountRoom(accountId)).emit(event, payload);
  }
}
