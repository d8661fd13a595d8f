import { type CallState, type MediaState } from './callState';

export const MEDIA_MESSAGES: Readonly<Record<Exclude<MediaState, 'pending' | 'ready'>, string>> = {
  denied:
    'Camera or microphone access was denied. Allow both for this site in your browser, then reload the page.',
  missing: 'No camera or microphone was found. Connect one, then reload the page.',
  failed:
    'Your camera or microphone could not be started. Close other apps using them, then reload the page.',
};

export const CONNECTING_MESSAGE = 'Connecting to the call service…';
export const READY_MESSAGE = 'Press Start Call when you are both here.';
export const RECONNECTING_MESSAGE = 'The connection to the call service dropped. Reconnecting…';
export const ICE_RESTART_MESSAGE = 'The call connection dropped. Reconnecting…';
export const YOU_ENDED_MESSAGE = 'You ended the call.';
export const CANCELLED_ENDED_MESSAGE = 'The appointment was cancelled, so the call ended.';

/** The one plain sentence that says where the call stands; `peer` names the other participant. */
export const callMessage = (state: CallState, peer: string): string => {
  if (state.connection === 'refused') return state.refusal ?? 'The call service refused this page.';
  switch (state.phase) {
    case 'calling':
      return `Calling ${peer}…`;
    case 'in-call':
      if (state.restarting) return ICE_RESTART_MESSAGE;
      return state.remoteVideo ? `In call with ${peer}.` : `Connecting to ${peer}…`;
    case 'ended':
      if (state.ending === 'remote') return `${peer} ended the call.`;
      if (state.ending === 'left') return `${peer} left the call.`;
      if (state.ending === 'cancelled') return CANCELLED_ENDED_MESSAGE;
      return YOU_ENDED_MESSAGE;
    case 'busy':
    case 'unavailable':
      return state.notice ?? `${peer} cannot take the call right now.`;
    case 'idle':
      if (state.connection === 'connecting') return CONNECTING_MESSAGE;
      if (state.connection === 'reconnecting') return RECONNECTING_MESSAGE;
      return READY_MESSAGE;
  }
};

/** "Dr Okafor is here" / "Waiting for the patient to join", as the viewer sees the other participant. */
export const presenceMessage = (
  peerPresent: boolean,
  peer: string,
  peerRole: 'doctor' | 'patient',
): string => (peerPresent ? `${peer} is here` : `Waiting for the ${peerRole} to join`);
