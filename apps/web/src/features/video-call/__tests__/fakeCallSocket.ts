import {
  type AnswerPayload,
  type CallJoined,
  type EndCallPayload,
  type IceCandidatePayload,
  type JoinCallPayload,
  type OfferPayload,
} from '@vitalsync/contracts';

import { type CallSocket, type CallSocketListeners } from '../callSocket';

/** A /video-call connection the test drives: it connects, answers the join and relays exactly when told. */
export class FakeCallSocket implements CallSocket {
  active = true;
  closed = false;
  readonly joins: { payload: JoinCallPayload; ack: (reply: CallJoined | string) => void }[] = [];
  readonly offers: OfferPayload[] = [];
  readonly answers: AnswerPayload[] = [];
  readonly candidates: IceCandidatePayload[] = [];
  readonly ends: EndCallPayload[] = [];
  private listeners: CallSocketListeners | undefined;
  private listened = () => undefined as void;
  /** Settles once the call session listens to this socket. */
  readonly listening = new Promise<void>((resolve) => {
    this.listened = resolve;
  });

  listen = (listeners: CallSocketListeners) => {
    this.listeners = listeners;
    this.listened();
  };

  join = (payload: JoinCallPayload, ack: (reply: CallJoined | string) => void) => {
    this.joins.push({ payload, ack });
  };

  offer = (payload: OfferPayload) => void this.offers.push(payload);
  answer = (payload: AnswerPayload) => void this.answers.push(payload);
  icecandidate = (payload: IceCandidatePayload) => void this.candidates.push(payload);
  endCall = (payload: EndCallPayload) => void this.ends.push(payload);

  close = () => {
    this.closed = true;
  };

  /** The server's side of the connection: every event it may send. */
  get on(): CallSocketListeners {
    if (!this.listeners) throw new Error('the call session never listened to its socket');
    return this.listeners;
  }

  /** Connects and answers the join as the gateway does. */
  connectAndJoin(peerPresent: boolean) {
    this.on.connect();
    const join = this.joins.at(-1);
    if (!join) throw new Error('nothing joined');
    join.ack({ peerPresent, appointmentId: join.payload.appointmentId });
  }
}
