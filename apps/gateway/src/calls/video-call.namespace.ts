import { Inject, Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import { CLOCK, type Clock } from '@vitalsync/backend';
import { BusClient } from '@vitalsync/bus';
import {
  type CallAck,
  type CallConnection,
  type CallJoined,
  CALL_NOT_JOINED_MESSAGE,
  CALL_OWN_ID_MESSAGE,
  CALL_PEER_UNAVAILABLE_MESSAGE,
  CALL_REMOTE_BUSY_MESSAGE,
  CALL_SUBJECTS,
  type PeerUnavailablePayload,
  type RemoteBusyPayload,
  type SignalCommand,
  type SignalReply,
  VIDEO_CALL_NAMESPACE,
  VIDEO_SOCKET_EVENTS,
} from '@vitalsync/contracts';
import { type Namespace, type Socket } from 'socket.io';
import {
  AnswerPayloadDto,
  EndCallPayloadDto,
  IceCandidatePayloadDto,
  JoinCallPayloadDto,
  joinCallPayloadOf,
  OfferPayloadDto,
  RemoteBusySignalPayloadDto,
} from '@vitalsync/contracts/server';

import { checkSocketPayload } from '../realtime/socket-payload';
import { AuthenticatedNamespace } from '../realtime/authenticated-namespace';
import { type EmitLimiter } from '../realtime/emit-guard';
import { websocketOnly } from '../realtime/namespace-guards';
import { SocketRefusals } from '../realtime/socket-refusals';
import { type SocketData } from '../realtime/socket-session';
import { RevokedSessions } from '../sessions/revoked-sessions';
import { SessionReader } from '../sessions/session-reader';
import { actorOf } from '../sessions/session-token';
import { callEmitGuard } from './call-emit-guard';
import { CALL_EMIT_LIMITER } from './call-emit-limiter';
import { CallSockets, callAccountRoom } from './call-sockets';
import { GATEWAY_ID } from './gateway-identity';

type Signal = Pick<SignalCommand, 'kind' | 'to' | 'data'>;

/**
 * The /video-call namespace (docs/product/http-and-sockets.md#video-call-socket-video-call), websocket transport
 * only. signaling-svc keeps who is on which call page and who is in a call with whom, for every replica; this
 * namespace checks what a socket sends, passes it on with the session's actor (a client's `from` is never read),
 * tells the sender when the callee is busy or away, and every replica's CallDeliveryController emits what
 * signaling-svc delivers to the sockets it holds. Refusals answer the acknowledgement and `call-error`; they never
 * throw or disconnect.
 */
@WebSocketGateway({ namespace: VIDEO_CALL_NAMESPACE, transports: ['websocket'] })
export class VideoCallNamespace
  extends AuthenticatedNamespace
  implements OnGatewayConnection, OnGatewayDisconnect
{
  private readonly logger = new Logger(VideoCallNamespace.name);
  private readonly refusals = new SocketRefusals(
    VIDEO_SOCKET_EVENTS.callError,
    this.logger,
    'call emit failed',
  );

  constructor(
    sessions: SessionReader,
    revoked: RevokedSessions,
    private readonly bus: BusClient,
    private readonly sockets: CallSockets,
    @Inject(CALL_EMIT_LIMITER) private readonly limiter: EmitLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(GATEWAY_ID) private readonly gatewayId: string,
  ) {
    super(sessions, revoked);
  }

  override afterInit(namespace: Namespace): void {
    namespace.use(websocketOnly);
    super.afterInit(namespace);
    this.sockets.attach(namespace);
  }

  handleConnection(socket: Socket): void {
    socket.use(callEmitGuard(socket, this.limiter, this.clock));
  }

  /**
   * The page closed or the connection was lost (the engine's ping notices within seconds): presence ends, after the
   * signals the socket sent before. The doctor's page hangs up and then goes; were its leave to reach signaling-svc
   * first, the call would end as `left` instead of `ended` (call-endings.ts: the first end names it).
   */
  async handleDisconnect(socket: Socket): Promise<void> {
    const data = socket.data as CallSocketData;
    await Promise.allSettled([...(data.signalsInFlight ?? [])]);
    if (data.joined) await this.leave(socket);
  }

  @SubscribeMessage(VIDEO_SOCKET_EVENTS.joinUser)
  async joinUser(
    @ConnectedSocket() socket: Socket,
    @MessageBody() payload: unknown,
  ): Promise<CallAck<CallJoined>> {
    const event = VIDEO_SOCKET_EVENTS.joinUser;
    const checked = await checkSocketPayload(JoinCallPayloadDto, joinCallPayloadOf(payload));
    if (!checked.ok) return this.refusals.refuse(socket, event, checked.message);
    const claims = (socket.data as SocketData).actor;
    if (checked.value.userId !== claims.id) return this.refusals.refuse(socket, event, CALL_OWN_ID_MESSAGE);
    try {
      const joined = await this.bus.request(CALL_SUBJECTS.join, {
        actor: actorOf(claims),
        connection: this.connectionOf(socket),
        ...(checked.value.appointmentId === undefined ? {} : { appointmentId: checked.value.appointmentId }),
      });
      (socket.data as CallSocketData).joined = true;
      // Gone while signaling-svc recorded the join: its disconnect found nothing to leave, so leave now.
      if (socket.disconnected) await this.leave(socket);
      else await socket.join(callAccountRoom(claims.id));
      return { status: 'success', data: joined };
    } catch (error) {
      return this.refusals.refuseFailed(socket, event, error);
    }
  }

  @SubscribeMessage(VIDEO_SOCKET_EVENTS.offer)
  async offer(
    @ConnectedSocket() socket: Socket,
    @MessageBody() payload: unknown,
  ): Promise<CallAck<SignalReply>> {
    const checked = await checkSocketPayload(OfferPayloadDto, payload);
    if (!checked.ok) return this.refusals.refuse(socket, VIDEO_SOCKET_EVENTS.offer, checked.message);
    const { remoteId, offer } = checked.value;
    return this.signal(socket, { kind: 'offer', to: remoteId, data: offer });
  }

  @SubscribeMessage(VIDEO_SOCKET_EVENTS.answer)
  async answer(
    @ConnectedSocket() socket: Socket,
    @MessageBody() payload: unknown,
  ): Promise<CallAck<SignalReply>> {
    const checked = await checkSocketPayload(AnswerPayloadDto, payload);
    if (!checked.ok) return this.refusals.refuse(socket, VIDEO_SOCKET_EVENTS.answer, checked.message);
    const { to, answer } = checked.value;
    return this.signal(socket, { kind: 'answer', to, data: answer });
  }

  @SubscribeMessage(VIDEO_SOCKET_EVENTS.icecandidate)
  async icecandidate(
    @ConnectedSocket() socket: Socket,
    @MessageBody() payload: unknown,
  ): Promise<CallAck<SignalReply>> {
    const checked = await checkSocketPayload(IceCandidatePayloadDto, payload);
    if (!checked.ok) return this.refusals.refuse(socket, VIDEO_SOCKET_EVENTS.icecandidate, checked.message);
    const { to, candidate } = checked.value;
    return this.signal(socket, { kind: 'icecandidate', to, data: candidate });
  }

  /** The spec's client is in another call and refuses an offer: the caller hears it from this account. */
  @SubscribeMessage(VIDEO_SOCKET_EVENTS.remoteBusy)
  async remoteBusy(
    @ConnectedSocket() socket: Socket,
    @MessageBody() payload: unknown,
  ): Promise<CallAck<SignalReply>> {
    const checked = await checkSocketPayload(RemoteBusySignalPayloadDto, payload);
    if (!checked.ok) return this.refusals.refuse(socket, VIDEO_SOCKET_EVENTS.remoteBusy, checked.message);
    return this.signal(socket, { kind: 'remote-busy', to: checked.value.to });
  }

  @SubscribeMessage(VIDEO_SOCKET_EVENTS.endCall)
  async endCall(
    @ConnectedSocket() socket: Socket,
    @MessageBody() payload: unknown,
  ): Promise<CallAck<SignalReply>> {
    const checked = await checkSocketPayload(EndCallPayloadDto, payload);
    if (!checked.ok) return this.refusals.refuse(socket, VIDEO_SOCKET_EVENTS.endCall, checked.message);
    return this.signal(socket, { kind: 'end-call', to: checked.value.to });
  }

  /** Passes one signal on, counted among the socket's signals in flight until signaling-svc has answered. */
  private signal(socket: Socket, signal: Signal): Promise<CallAck<SignalReply>> {
    const data = socket.data as CallSocketData;
    const inFlight = (data.signalsInFlight ??= new Set());
    const passing = this.passOn(socket, signal);
    inFlight.add(passing);
    void passing.then(() => inFlight.delete(passing));
    return passing;
  }

  /**
   * Passes one signal on as the session's account; never rejects (a refusal or failure is the acknowledgement's
   * answer). Busy and away come back to the sender as events for offers only: the spec's client ends its call on
   * `remote-busy`, and its trickled candidates to a busy callee must not end it again and again (the acknowledgement
   * still says busy).
   */
  private async passOn(socket: Socket, signal: Signal): Promise<CallAck<SignalReply>> {
    if (!(socket.data as CallSocketData).joined)
      return this.refusals.refuse(socket, signal.kind, CALL_NOT_JOINED_MESSAGE);
    try {
      const reply = await this.bus.request(CALL_SUBJECTS.signal, {
        actor: actorOf((socket.data as SocketData).actor),
        connection: this.connectionOf(socket),
        ...signal,
      });
      if (signal.kind !== 'offer') return { status: 'success', data: reply };
      if (reply.outcome === 'busy') {
        const busy: RemoteBusyPayload = { remoteId: signal.to, message: CALL_REMOTE_BUSY_MESSAGE };
        socket.emit(VIDEO_SOCKET_EVENTS.remoteBusy, busy);
      } else if (reply.outcome === 'unavailable') {
        const away: PeerUnavailablePayload = { remoteId: signal.to, message: CALL_PEER_UNAVAILABLE_MESSAGE };
        socket.emit(VIDEO_SOCKET_EVENTS.peerUnavailable, away);
      }
      return { status: 'success', data: reply };
    } catch (error) {
      return this.refusals.refuseFailed(socket, signal.kind, error);
    }
  }

  private async leave(socket: Socket): Promise<void> {
    try {
      await this.bus.request(CALL_SUBJECTS.leave, {
        actor: actorOf((socket.data as SocketData).actor),
        connection: this.connectionOf(socket),
      });
    } catch {
      // The socket is gone, so there is nobody to tell; the cause is not logged, as it may carry ids.
      this.logger.warn({ event: 'leave' }, 'call leave failed');
    }
  }

  private connectionOf(socket: Socket): CallConnection {
    return { gatewayId: this.gatewayId, socketId: socket.id };
  }
}

/**
 * What a /video-call socket keeps besides its session: whether signaling-svc has it on a call page, and the signals
 * being passed on (its leave waits for them).
 */
interface CallSocketData extends SocketData {
  joined?: boolean;
  signalsInFlight?: Set<Promise<CallAck<SignalReply>>>;
}
