import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@vitalsync/backend';
import { type Actor, type IceServer, type IceServersReply } from '@vitalsync/contracts';

import { isTurnServer } from '../config/ice-servers.rule';
import { SignalingSvcConfig } from '../config/signaling-svc.config';
import { turnCredentials } from './turn-credentials';

/** The ICE servers a signed-in participant's page uses, from configuration; nothing is built into the client. */
@Injectable()
export class IceServersService {
  constructor(
    private readonly config: SignalingSvcConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** TURN entries without a static credential get the actor's own time-limited ones when a secret is set. */
  iceServersFor(actor: Actor): IceServersReply {
    const { ICE_SERVERS, TURN_SECRET, TURN_CREDENTIAL_TTL_SECONDS, ICE_TRANSPORT_POLICY } = this.config;
    const expiresAt = new Date(this.clock().getTime() + TURN_CREDENTIAL_TTL_SECONDS * 1000);
    const signed = (server: IceServer): IceServer =>
      TURN_SECRET !== undefined && isTurnServer(server) && server.credential === undefined
        ? { ...server, ...turnCredentials(TURN_SECRET, actor.id, expiresAt) }
        : { ...server };
    return { iceServers: ICE_SERVERS.map(signed), iceTransportPolicy: ICE_TRANSPORT_POLICY };
  }
}
