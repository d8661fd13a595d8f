/**
 * The call page's state (docs/product/states.md#video-call): idle → calling → in-call on Start Call, or idle →
 * in-call on an offer; a call ends on End Call, when the other party ends it or leaves, or when they report busy.
 * Pure, so every transition is tested without a browser.
 */

/** The /video-call connection: joining, joined, lost for a moment, or refused by the server. */
export type CallConnection = 'connecting' | 'joined' | 'reconnecting' | 'refused';

/** The camera and microphone: asked for, granted, refused by the user, absent, or failing for another reason. */
export type MediaState = 'pending' | 'ready' | 'denied' | 'missing' | 'failed';

export type CallPhase = 'idle' | 'calling' | 'in-call' | 'ended' | 'busy' | 'unavailable';

/**
 * Who ended the call: this page, the other party (End Call), the other party leaving the page, or neither (the
 * appointment was cancelled).
 */
export type CallEnding = 'you' | 'remote' | 'left' | 'cancelled';

export interface CallState {
  connection: CallConnection;
  /** The server's reason when it refused the connection or a signal. */
  refusal?: string;
  peerPresent: boolean;
  media: MediaState;
  phase: CallPhase;
  ending?: CallEnding;
  /** The server's words for busy / unavailable. */
  notice?: string;
  /** The other party's video is playing. */
  remoteVideo: boolean;
  /** The connection dropped during the call and an ICE restart is under way. */
  restarting: boolean;
  muted: boolean;
  cameraOff: boolean;
}

export const initialCallState: CallState = {
  connection: 'connecting',
  peerPresent: false,
  media: 'pending',
  phase: 'idle',
  remoteVideo: false,
  restarting: false,
  muted: false,
  cameraOff: false,
};

export type CallAction =
  | { type: 'joined'; peerPresent: boolean }
  | { type: 'connectionLost' }
  | { type: 'refused'; message: string }
  | { type: 'presence'; present: boolean }
  | { type: 'media'; media: Exclude<MediaState, 'pending'> }
  | { type: 'dialled' }
  | { type: 'accepted' }
  | { type: 'answered' }
  | { type: 'remoteVideo' }
  | { type: 'iceRestart'; restarting: boolean }
  | { type: 'ended'; ending: CallEnding }
  | { type: 'busy'; message: string }
  | { type: 'unavailable'; message: string }
  | { type: 'toggleMute' }
  | { type: 'toggleCamera' };

/** A call is under way (ringing or connected): the page offers End Call and refuses a second Start Call. */
export const isCallActive = ({ phase }: Pick<CallState, 'phase'>): boolean =>
  phase === 'calling' || phase === 'in-call';

/** Start Call is offered once joined, when no call runs; media is not required (the other side may show theirs). */
export const canStartCall = (state: CallState): boolean =>
  state.connection === 'joined' && !isCallActive(state);

const finished = (state: CallState, change: Partial<CallState>): CallState => ({
  ...state,
  remoteVideo: false,
  restarting: false,
  ending: undefined,
  notice: undefined,
  ...change,
});

export const callReducer = (state: CallState, action: CallAction): CallState => {
  switch (action.type) {
    case 'joined':
      return { ...state, connection: 'joined', refusal: undefined, peerPresent: action.peerPresent };
    case 'connectionLost':
      return state.connection === 'refused' ? state : { ...state, connection: 'reconnecting' };
    case 'refused':
      return { ...state, connection: 'refused', refusal: action.message };
    case 'presence':
      return { ...state, peerPresent: action.present };
    case 'media':
      return { ...state, media: action.media };
    case 'dialled':
      return isCallActive(state) ? state : finished(state, { phase: 'calling' });
    case 'accepted':
      return state.phase === 'in-call' ? state : finished(state, { phase: 'in-call' });
    case 'answered':
      return state.phase === 'calling' ? { ...state, phase: 'in-call' } : state;
    case 'remoteVideo':
      return isCallActive(state) ? { ...state, remoteVideo: true } : state;
    case 'iceRestart':
      return isCallActive(state) ? { ...state, restarting: action.restarting } : state;
    case 'ended':
      return isCallActive(state) ? finished(state, { phase: 'ended', ending: action.ending }) : state;
    case 'busy':
      return isCallActive(state) ? finished(state, { phase: 'busy', notice: action.message }) : state;
    case 'unavailable':
      return isCallActive(state) ? finished(state, { phase: 'unavailable', notice: action.message }) : state;
    case 'toggleMute':
      return { ...state, muted: !state.muted };
    case 'toggleCamera':
      return { ...state, cameraOff: !state.cameraOff };
  }
};
