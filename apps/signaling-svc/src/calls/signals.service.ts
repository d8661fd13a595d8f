import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, countCallStarted, rpcError } from '@vitalsync/backend';
import {
  type Actor,
  CALL_NOT_JOINED_MESSAGE,
  CALL_REMOTE_BUSY_MESSAGE,
  type IceCandidate,
  type SessionDescription,
  type SignalCommand,
  type SignalReply,
} from '@vitalsync/contracts';

import { callNotAllowed, CallAccess } from '../access/call-access';
import { liveSince } from '../presence/liveness';
import { type FiledSocket, PresenceRepository } from '../presence/presence.repository';
import { CallDeliveries } from './call-delivery';
import { CallEndings } from './call-endings';
import { CallsRepository } from './calls.repository';

const DELIVERED: SignalReply = { outcome: 'delivered' };
const BUSY: SignalReply = { outcome: 'busy' };
const UNAVAILABLE: SignalReply = { outcome: 'unavailable' };

/**
 * offer, answer, icecandidate, remote-busy and end-call from one participant to the other. The sender is the
 * command's actor on a socket that joined; `from` in what is delivered is always that actor.
 */
@Injectable()
export class SignalsService {
  constructor(
    private readonly presence: PresenceRepository,
    private readonly calls: CallsRepository,
    private readonly access: CallAccess,
    private readonly deliveries: CallDeliveries,
    private readonly endings: CallEndings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async signal(command: SignalCommand): Promise<SignalReply> {
    const { actor, to } = command;
    const since = liveSince(this.clock());
    const sender = await this.presence.socket(command.connection, since);
    if (sender?.accountId !== actor.id)
      throw rpcError({ code: 'call.not_joined', message: CALL_NOT_JOINED_MESSAGE });
    if (!(await this.mayReach(actor, sender, to))) throw callNotAllowed();

    // SignalCommandDto checked `data` against the kind: a description, a candidate or null, or nothing.
    switch (command.kind) {
      case 'offer':
        return this.offer(actor, sender, to, command.data as SessionDescription, since);
      case 'answer':
        return this.relay(actor, to, () =>
          this.deliveries.deliver({
            accountId: to,
            event: 'answer',
            payload: { from: actor.id, to, answer: command.data as SessionDescription },
          }),
        );
      case 'icecandidate':
        return this.relay(actor, to, () =>
          this.deliveries.deliver({
            accountId: to,
            event: 'icecandidate',
            payload: {
              from: actor.id,
              to,
              candidate: (command.data as IceCandidate | null | undefined) ?? null,
            },
          }),
        );
      case 'remote-busy':
        return this.remoteBusy(actor, to);
      case 'end-call':
        return this.endCall(actor, to);
    }
  }

  /**
   * A page on an appointment reaches that appointment's other participant only, and nobody once the appointment
   * was cancelled (the page was open before); a bare page asks each time.
   */
  private mayReach(actor: Actor, sender: FiledSocket, to: string): Promise<boolean> | boolean {
    if (sender.appointmentCancelled) return false;
    return sender.peerId === null ? this.access.pairAllowed(actor, to) : sender.peerId === to;
  }

  /**
   * Starts a call, or renegotiates the one the two are in (an ICE restart is an offer too). Either party in a call
   * with someone else is busy, wherever the callee's page is; otherwise the callee must have a page open (the
   * caller's appointment's, or a bare one).
   */
  private async offer(
    actor: Actor,
    sender: FiledSocket,
    to: string,
    offer: SessionDescription,
    since: Date,
  ): Promise<SignalReply> {
    const pair = await this.calls.stateOf(actor.id, to);
    if (pair.state === 'busy') return BUSY;
    if (!(await this.presence.isPresent(to, since, sender.appointmentId ?? undefined))) return UNAVAILABLE;
    if (pair.state === 'free') {
      const started = await this.calls.start({
        appointmentId: sender.appointmentId,
        callerId: actor.id,
        calleeId: to,
        startedAt: this.clock(),
      });
      // Another offer took one of the two first (the database's one-call-per-account key).
      if (!started) return BUSY;
      countCallStarted();
    }
    await this.deliveries.deliver({
      accountId: to,
      event: 'offer',
      payload: { from: actor.id, remoteId: to, offer },
    });
    return DELIVERED;
  }

  /**
   * An answer or a candidate reaches a recipient who is not in a call with someone else: a refused caller's
   * trickled candidates never land in the callee's running call, and a caller's early candidates, which may
   * overtake the offer that records the call, still arrive.
   */
  private async relay(actor: Actor, to: string, deliver: () => Promise<void>): Promise<SignalReply> {
    if ((await this.calls.stateOf(actor.id, to)).state === 'busy') return BUSY;
    await deliver();
    return DELIVERED;
  }

  /**
   * The actor's client is in another call and refuses the offer of `to`, who hears remote-busy from the actor.
   * Relayed whatever call the actor is in, as that is what it says. The call the refused offer recorded ends, so
   * neither of the two stays busy for others (the caller stops on remote-busy without an end-call).
   */
  private async remoteBusy(actor: Actor, to: string): Promise<SignalReply> {
    const pair = await this.calls.stateOf(actor.id, to);
    if (pair.state === 'together') await this.endings.endRefused(pair.call);
    await this.deliveries.deliver({
      accountId: to,
      event: 'remote-busy',
      payload: { from: actor.id, remoteId: actor.id, message: CALL_REMOTE_BUSY_MESSAGE },
    });
    return DELIVERED;
  }

  /** Ends the call the two are in; with none (already ended, or refused as busy) nobody is told anything. */
  private async endCall(actor: Actor, to: string): Promise<SignalReply> {
    const pair = await this.calls.stateOf(actor.id, to);
    if (pair.state === 'together') await this.endings.end(pair.call, actor.id, 'ended');
    return DELIVERED;
  }
}
