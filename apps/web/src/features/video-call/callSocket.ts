import {
  type AnswerPayload,
  type CallEndedPayload,
  type CallErrorPayload,
  type CallJoined,
  type EndCallPayload,
  type IceCandidatePayload,
  type JoinCallPayload,
  type OfferPayload,
  type PeerUnavailablePayload,
  type PresencePayload,
  type ReceivedAnswer,
  type ReceivedIceCandidate,
  type ReceivedOffer,
  type RemoteBusyPayload,
  VIDEO_CALL_NAMESPACE,
  VIDEO_SOCKET_EVENTS,
} from '@vitalsync/contracts';

import { reconnectAfterRefusal } from '../../realtime/reconnectAfterRefusal';
import { socketAddress } from '../../realtime/socketAddress';

import {
  isAnswer,
  isCallEnded,
  isCallError,
  isIceCandidate,
  isOffer,
  isPeerUnavailable,
  isPresence,
  isRemoteBusy,
  joinReplyOf,
} from './callPayloads';

/** What the call session hears from /video-call, payloads already checked. */
export interface CallSocketListeners {
  connect: () => void;
  /** `reason` as Socket.IO gives it (isClosedByServer tells when the server closed it on purpose). */
  disconnect: (reason: string) => void;
  connectError: (message: string) => void;
  offer: (payload: ReceivedOffer) => void;
  answer: (payload: ReceivedAnswer) => void;
  icecandidate: (payload: ReceivedIceCandidate) => void;
  callEnded: (payload: CallEndedPayload) => void;
  remoteBusy: (payload: RemoteBusyPayload) => void;
  peerUnavailable: (payload: PeerUnavailablePayload) => void;
  presence: (payload: PresencePayload) => void;
  refused: (payload: CallErrorPayload) => void;
}

/**
 * The /video-call connection as the call session uses it
 * (docs/product/http-and-sockets.md#video-call-socket-video-call), so tests can stand in for it.
 */
export interface CallSocket {
  /** Connecting or coming back by itself (also after a temporary refusal); false once refused for good or closed. */
  readonly active: boolean;
  listen: (listeners: CallSocketListeners) => void;
  /** Answers the joined call's parties, or the server's refusal in words. */
  join: (payload: JoinCallPayload, ack: (reply: CallJoined | string) => void) => void;
  offer: (payload: OfferPayload) => void;
  answer: (payload: AnswerPayload) => void;
  icecandidate: (payload: IceCandidatePayload) => void;
  endCall: (payload: EndCallPayload) => void;
  close: () => void;
}

export const CALL_ACK_TIMEOUT_MS = 10_000;
export const NO_JOIN_ANSWER_MESSAGE = 'The call service did not answer in time. Reload the page.';

/**
 * Opens /video-call, websocket only (the server refuses polling). socket.io-client is imported here, on first
 * use, so only the call page downloads it; the page has its own connection (`forceNew`). A temporary refusal of
 * the handshake is tried again with backoff (reconnectAfterRefusal).
 */
export const openCallSocket = async (): Promise<CallSocket> => {
  const { io } = await import('socket.io-client');
  const { url, path } = socketAddress(VIDEO_CALL_NAMESPACE);
  const socket = io(url, { path, withCredentials: true, forceNew: true, transports: ['websocket'] });
  const retry = reconnectAfterRefusal(socket);
  const on = <T>(event: string, isPayload: (value: unknown) => value is T, listener: (payload: T) => void) =>
    socket.on(event, (payload: unknown) => {
      if (isPayload(payload)) listener(payload);
    });

  return {
    get active() {
      return socket.active || retry.retrying;
    },
    listen: (listeners) => {
      socket.on('connect', listeners.connect);
      socket.on('disconnect', (reason: string) => listeners.disconnect(reason));
      socket.on('connect_error', (error: Error) => listeners.connectError(error.message));
      on(VIDEO_SOCKET_EVENTS.offer, isOffer, listeners.offer);
      on(VIDEO_SOCKET_EVENTS.answer, isAnswer, listeners.answer);
      on(VIDEO_SOCKET_EVENTS.icecandidate, isIceCandidate, listeners.icecandidate);
      on(VIDEO_SOCKET_EVENTS.callEnded, isCallEnded, listeners.callEnded);
      on(VIDEO_SOCKET_EVENTS.remoteBusy, isRemoteBusy, listeners.remoteBusy);
      on(VIDEO_SOCKET_EVENTS.peerUnavailable, isPeerUnavailable, listeners.peerUnavailable);
      on(VIDEO_SOCKET_EVENTS.presence, isPresence, listeners.presence);
      on(VIDEO_SOCKET_EVENTS.callError, isCallError, listeners.refused);
    },
    join: (payload, ack) =>
      socket
        .timeout(CALL_ACK_TIMEOUT_MS)
        .emit(VIDEO_SOCKET_EVENTS.joinUser, payload, (error: Error | null, reply: unknown) =>
          ack(error ? NO_JOIN_ANSWER_MESSAGE : joinReplyOf(reply)),
        ),
    offer: (payload) => void socket.emit(VIDEO_SOCKET_EVENTS.offer, payload),
    answer: (payload) => void socket.emit(VIDEO_SOCKET_EVENTS.answer, payload),
    icecandidate: (payload) => void socket.emit(VIDEO_SOCKET_EVENTS.icecandidate, payload),
    endCall: (payload) => void socket.emit(VIDEO_SOCKET_EVENTS.endCall, payload),
    close: () => {
      retry.stop();
      socket.close();
    },
  };
};
