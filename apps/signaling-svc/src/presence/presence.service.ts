import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@vitalsync/backend';
import { type CallJoined, type JoinCallCommand, type LeaveCallCommand } from '@vitalsync/contracts';

import { CallAccess } from '../access/call-access';
import { CallDeliveries } from '../calls/call-delivery';
import { CallEndings } from '../calls/call-endings';
import { CallsRepository } from '../calls/calls.repository';
import { type PresenceRow } from '../calls/calls.schema';
import { liveSince } from './liveness';
import { PresenceRepository } from './presence.repository';

/** Who is on which call page: sockets arriving and leaving, gateways announcing themselves or falling silent. */
@Injectable()
export class PresenceService {
  constructor(
    private readonly presence: PresenceRepository,
    private readonly calls: CallsRepository,
    private readonly access: CallAccess,
    private readonly deliveries: CallDeliveries,
    private readonly endings: CallEndings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Files the socket; on an appointment's page (the actor must take part in it) the other participant hears of
   * the arrival. Either of two pages opening at once sees the other: each writes its row before it looks.
   */
  async join({ actor, connection, appointmentId }: JoinCallCommand): Promise<CallJoined> {
    const page = appointmentId === undefined ? undefined : await this.access.page(actor, appointmentId);
    const now = this.clock();
    await this.presence.join({
      ...connection,
      accountId: actor.id,
      appointmentId: page?.appointmentId ?? null,
      peerId: page?.peerId ?? null,
      joinedAt: now,
    });
    if (!page) return { peerPresent: false };

    const peerPresent = await this.presence.isPresent(page.peerId, liveSince(now), page.appointmentId);
    if (peerPresent) {
      await this.deliveries.deliver({
        accountId: page.peerId,
        event: 'presence',
        payload: { appointmentId: page.appointmentId, accountId: actor.id, present: true },
      });
    }
    const { doctorId, patientId } = page;
    return { appointmentId: page.appointmentId, doctorId, patientId, peerPresent };
  }

  /** A socket disconnected. `left` is false when it was not filed (never joined, or its gateway was swept). */
  async leave({ actor, connection }: LeaveCallCommand): Promise<{ left: boolean }> {
    const removed = await this.presence.leave(connection, actor.id);
    if (removed) await this.departed(removed);
    return { left: removed !== undefined };
  }

  /** A gateway's heartbeat, timed by this service's clock: gateways' clocks may disagree with it. */
  async gatewayAlive(gatewayId: string): Promise<void> {
    await this.presence.gatewaySeen(gatewayId, this.clock());
  }

  /**
   * Forgets every gateway silent for GATEWAY_SILENT_SECONDS, as if its sockets had left: their peers hear it and
   * their calls end. Several replicas may sweep at once; only the one that deletes a gateway acts for it.
   */
  async sweep(): Promise<number> {
    const since = liveSince(this.clock());
    let swept = 0;
    for (const gatewayId of await this.presence.silentGateways(since)) {
      const sockets = await this.presence.socketsOf(gatewayId);
      if (!(await this.presence.forgetGateway(gatewayId, since))) continue;
      swept += 1;
      for (const socket of sockets) await this.departed(socket);
    }
    return swept;
  }

  /**
   * After a socket's row is gone: the peer hears the page closed once the account has no other socket on it, and
   * the account's running call ends once it has no socket left at all (another tab keeps it).
   */
  private async departed(row: PresenceRow): Promise<void> {
    const since = liveSince(this.clock());
    if (row.appointmentId !== null && row.peerId !== null) {
      const stillOnPage = await this.presence.isPresent(row.accountId, since, row.appointmentId);
      if (!stillOnPage) {
        await this.deliveries.deliver({
          accountId: row.peerId,
          event: 'presence',
          payload: { appointmentId: row.appointmentId, accountId: row.accountId, present: false },
        });
      }
    }
    if (await this.presence.isPresent(row.accountId, since)) return;
    const call = await this.calls.runningOf(row.accountId);
    if (call) await this.endings.end(call, row.accountId, 'left');
  }
}
