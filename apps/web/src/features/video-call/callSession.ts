import { type IceServersReply, type ReceivedOffer, type SessionDescription } from '@vitalsync/contracts';

import { failureMessage } from '../../app/apiError';
import { isClosedByServer } from '../../realtime/closedByServer';
import { ExternalStore } from '../../realtime/externalStore';

import { type CallPeer, mediaFailureOf } from './callMedia';
import { type CallSocket } from './callSocket';
import { type CallAction, callReducer, type CallState, initialCallState, isCallActive } from './callState';

export interface CallSnapshot {
  call: CallState;
  localStream?: MediaStream;
  remoteStream?: MediaStream;
}

export interface CallSessionOptions {
  ownId: string;
  remoteId: string;
  appointmentId: string;
  /** The polite side gives way when both press Start Call at once (perfect negotiation): the patient. */
  polite: boolean;
  openSocket: () => Promise<CallSocket>;
  getMedia: () => Promise<MediaStream>;
  createPeer: (configuration: RTCConfiguration) => CallPeer;
  fetchIceServers: () => Promise<IceServersReply>;
}

export const CALL_SETUP_FAILED_MESSAGE = 'The call could not be set up in this browser. Try again.';
export const SIGNED_OUT_MESSAGE =
  'The call service closed the connection. Log in again if you were signed out.';

const descriptionOf = ({ type, sdp }: RTCSessionDescriptionInit): SessionDescription => ({ type, sdp });

/**
 * One call page: its /video-call connection, the camera and microphone, and at most one RTCPeerConnection.
 * Candidates go out as they are found (trickle ICE, never waiting for gathering to complete); those arriving
 * before the remote description are queued. The caller restarts ICE when the connection drops.
 */
export class CallSession {
  private readonly store = new ExternalStore<CallSnapshot>({ call: initialCallState });
  readonly subscribe = this.store.subscribe;
  readonly getSnapshot = this.store.getSnapshot;
  private socket: CallSocket | undefined;
  private peer: CallPeer | undefined;
  private ice: Promise<IceServersReply> | undefined;
  private pendingCandidates: RTCIceCandidateInit[] = [];
  private isCaller = false;
  private closed = false;

  constructor(private readonly options: CallSessionOptions) {}

  start(): void {
    this.ice = this.options.fetchIceServers();
    // Read once here so a failure is reported and never left unhandled; startCall reads it again.
    this.ice.catch((error: unknown) => this.dispatch({ type: 'refused', message: failureMessage(error) }));
    this.options.getMedia().then(
      (stream) => {
        if (this.closed) return stopTracks(stream);
        this.store.set({ localStream: stream });
        this.dispatch({ type: 'media', media: 'ready' });
      },
      (error: unknown) => this.dispatch({ type: 'media', media: mediaFailureOf(error) }),
    );
    this.options.openSocket().then(
      (socket) => {
        if (this.closed) return socket.close();
        this.socket = socket;
        this.listen(socket);
      },
      (error: unknown) => this.dispatch({ type: 'refused', message: failureMessage(error) }),
    );
  }

  close(): void {
    if (this.closed) return;
    if (isCallActive(this.snapshot.call)) this.socket?.endCall({ to: this.options.remoteId });
    this.closed = true;
    this.teardown();
    if (this.snapshot.localStream) stopTracks(this.snapshot.localStream);
    this.socket?.close();
    this.store.unsubscribeAll();
  }

  async startCall(): Promise<void> {
    const { call } = this.snapshot;
    if (!this.socket || call.connection !== 'joined' || isCallActive(call)) return;
    this.dispatch({ type: 'dialled' });
    this.isCaller = true;
    try {
      const peer = await this.newPeer();
      const offer = await peer.createOffer();
      if (this.peer !== peer) return;
      await peer.setLocalDescription(offer);
      this.socket.offer({ remoteId: this.options.remoteId, offer: descriptionOf(offer) });
    } catch (error) {
      this.failCall(error);
    }
  }

  endCall(): void {
    if (!isCallActive(this.snapshot.call)) return;
    this.socket?.endCall({ to: this.options.remoteId });
    this.teardown();
    this.dispatch({ type: 'ended', ending: 'you' });
  }

  toggleMute(): void {
    this.dispatch({ type: 'toggleMute' });
    this.snapshot.localStream
      ?.getAudioTracks()
      .forEach((track) => (track.enabled = !this.snapshot.call.muted));
  }

  toggleCamera(): void {
    this.dispatch({ type: 'toggleCamera' });
    this.snapshot.localStream
      ?.getVideoTracks()
      .forEach((track) => (track.enabled = !this.snapshot.call.cameraOff));
  }

  /** The remote video element is playing frames. */
  remotePlaying(): void {
    this.dispatch({ type: 'remoteVideo' });
  }

  private listen(socket: CallSocket): void {
    const isPeer = (from: string) => from === this.options.remoteId;
    socket.listen({
      connect: () => this.join(socket),
      disconnect: (reason) =>
        isClosedByServer(reason)
          ? this.dispatch({ type: 'refused', message: SIGNED_OUT_MESSAGE })
          : this.dispatch({ type: 'connectionLost' }),
      connectError: (message) => {
        if (socket.active) this.dispatch({ type: 'connectionLost' });
        else this.dispatch({ type: 'refused', message });
      },
      offer: (payload) => {
        if (isPeer(payload.from)) void this.onOffer(payload);
      },
      answer: ({ from, answer }) => {
        if (isPeer(from)) void this.onAnswer(answer);
      },
      icecandidate: ({ from, candidate }) => {
        if (isPeer(from) && candidate) void this.addCandidate(candidate);
      },
      callEnded: ({ from, reason }) => {
        if (!isPeer(from)) return;
        this.teardown();
        this.dispatch({ type: 'ended', ending: reason === 'ended' ? 'remote' : reason });
      },
      // The callee's own remote-busy reaches every page of this account: only this page's peer stops this call.
      remoteBusy: ({ remoteId, message }) => {
        if (isPeer(remoteId)) this.stopCalling({ type: 'busy', message });
      },
      peerUnavailable: ({ message }) => this.stopCalling({ type: 'unavailable', message }),
      presence: ({ accountId, present }) => {
        if (isPeer(accountId)) this.dispatch({ type: 'presence', present });
      },
      refused: ({ event, message }) => {
        if (event === 'join-user') this.dispatch({ type: 'refused', message });
        // A refused offer (not allowed, rate limited, too large) means the call did not go out.
        else if (event === 'offer' && this.snapshot.call.phase === 'calling') {
          this.stopCalling({ type: 'unavailable', message });
        }
      },
    });
  }

  private join(socket: CallSocket): void {
    const { ownId, appointmentId } = this.options;
    socket.join({ userId: ownId, appointmentId }, (reply) => {
      if (this.closed) return;
      if (typeof reply === 'string') this.dispatch({ type: 'refused', message: reply });
      else this.dispatch({ type: 'joined', peerPresent: reply.peerPresent });
    });
  }

  private async onOffer({ offer }: ReceivedOffer): Promise<void> {
    const current = this.peer;
    const glare = this.snapshot.call.phase === 'calling' && current?.signalingState === 'have-local-offer';
    // Both pressed Start Call: the impolite side keeps its own offer, the polite one takes the other's.
    if (glare && !this.options.polite) return;
    try {
      let peer = current;
      if (!peer || glare) {
        if (peer) this.teardown();
        this.isCaller = false;
        this.dispatch({ type: 'accepted' });
        peer = await this.newPeer();
      }
      await peer.setRemoteDescription(offer);
      await this.flushCandidates(peer);
      const answer = await peer.createAnswer();
      if (this.peer !== peer) return;
      await peer.setLocalDescription(answer);
      this.socket?.answer({ to: this.options.remoteId, answer: descriptionOf(answer) });
    } catch (error) {
      this.failCall(error);
    }
  }

  private async onAnswer(answer: SessionDescription): Promise<void> {
    const peer = this.peer;
    if (!peer || peer.signalingState !== 'have-local-offer') return;
    try {
      await peer.setRemoteDescription(answer);
      await this.flushCandidates(peer);
      this.dispatch({ type: 'answered' });
    } catch (error) {
      this.failCall(error);
    }
  }

  private async addCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    const peer = this.peer;
    if (!peer?.remoteDescription) {
      this.pendingCandidates.push(candidate);
      return;
    }
    // A candidate the browser cannot use (another network family, a stale generation) is no reason to end.
    await peer.addIceCandidate(candidate).catch(() => undefined);
  }

  private async flushCandidates(peer: CallPeer): Promise<void> {
    const queued = this.pendingCandidates;
    this.pendingCandidates = [];
    for (const candidate of queued) await peer.addIceCandidate(candidate).catch(() => undefined);
  }

  private async newPeer(): Promise<CallPeer> {
    const { iceServers, iceTransportPolicy } = await (this.ice ?? this.options.fetchIceServers());
    const peer = this.options.createPeer({ iceServers, iceTransportPolicy });
    this.peer = peer;
    const local = this.snapshot.localStream;
    local?.getTracks().forEach((track) => peer.addTrack(track, local));
    peer.onicecandidate = ({ candidate }) => {
      if (candidate && this.peer === peer) {
        const { sdpMid, sdpMLineIndex, usernameFragment } = candidate;
        this.socket?.icecandidate({
          to: this.options.remoteId,
          candidate: { candidate: candidate.candidate, sdpMid, sdpMLineIndex, usernameFragment },
        });
      }
    };
    peer.ontrack = ({ streams, track }) => {
      if (this.peer === peer) this.store.set({ remoteStream: streams[0] ?? new MediaStream([track]) });
    };
    peer.oniceconnectionstatechange = () => {
      if (this.peer === peer) void this.onIceState(peer);
    };
    return peer;
  }

  private async onIceState(peer: CallPeer): Promise<void> {
    const state = peer.iceConnectionState;
    if (state === 'connected' || state === 'completed') {
      this.dispatch({ type: 'iceRestart', restarting: false });
      return;
    }
    if (state !== 'failed' && state !== 'disconnected') return;
    this.dispatch({ type: 'iceRestart', restarting: true });
    // The caller renegotiates with fresh ICE credentials; the callee answers the new offer when it comes.
    if (!this.isCaller || peer.signalingState !== 'stable') return;
    try {
      const offer = await peer.createOffer({ iceRestart: true });
      if (this.peer !== peer) return;
      await peer.setLocalDescription(offer);
      this.socket?.offer({ remoteId: this.options.remoteId, offer: descriptionOf(offer) });
    } catch (error) {
      this.failCall(error);
    }
  }

  /** The offer went nowhere (busy, not on the page, refused): the call attempt ends with the server's words. */
  private stopCalling(action: Extract<CallAction, { type: 'busy' | 'unavailable' }>): void {
    if (!isCallActive(this.snapshot.call)) return;
    this.teardown();
    this.dispatch(action);
  }

  /** The browser could not set the call up (a description it refused): the other side is told it ended. */
  private failCall(error: unknown): void {
    if (this.closed || !isCallActive(this.snapshot.call)) return;
    this.socket?.endCall({ to: this.options.remoteId });
    const reason = error instanceof Error ? ` (${error.message})` : '';
    this.stopCalling({ type: 'unavailable', message: `${CALL_SETUP_FAILED_MESSAGE}${reason}` });
  }

  private teardown(): void {
    const peer = this.peer;
    this.peer = undefined;
    this.pendingCandidates = [];
    if (peer) {
      peer.onicecandidate = null;
      peer.ontrack = null;
      peer.oniceconnectionstatechange = null;
      peer.close();
    }
    if (this.snapshot.remoteStream) this.store.set({ remoteStream: undefined });
  }

  private dispatch(action: CallAction): void {
    const call = callReducer(this.snapshot.call, action);
    if (call !== this.snapshot.call) this.store.set({ call });
  }

  private get snapshot(): CallSnapshot {
    return this.store.getSnapshot();
  }
}

const stopTracks = (stream: MediaStream): void => stream.getTracks().forEach((track) => track.stop());
