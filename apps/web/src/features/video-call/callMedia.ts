import { type MediaState } from './callState';

/** The parts of RTCPeerConnection a call uses (one signature of each), so tests can stand in for the browser's. */
export interface CallPeer {
  addTrack(track: MediaStreamTrack, ...streams: MediaStream[]): unknown;
  createOffer(options?: RTCOfferOptions): Promise<RTCSessionDescriptionInit>;
  createAnswer(): Promise<RTCSessionDescriptionInit>;
  setLocalDescription(description: RTCSessionDescriptionInit): Promise<void>;
  setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void>;
  addIceCandidate(candidate: RTCIceCandidateInit): Promise<void>;
  close(): void;
  readonly iceConnectionState: RTCIceConnectionState;
  readonly signalingState: RTCSignalingState;
  readonly remoteDescription: RTCSessionDescriptionInit | null;
  onicecandidate: ((event: RTCPeerConnectionIceEvent) => void) | null;
  ontrack: ((event: RTCTrackEvent) => void) | null;
  oniceconnectionstatechange: ((event: Event) => void) | null;
}

export const createPeer = (configuration: RTCConfiguration): CallPeer => new RTCPeerConnection(configuration);

/** Camera and microphone together: a consultation wants both. */
export const getLocalMedia = (): Promise<MediaStream> => {
  if (!navigator.mediaDevices?.getUserMedia) {
    return Promise.reject(new DOMException('No media devices in this browser', 'NotFoundError'));
  }
  return navigator.mediaDevices.getUserMedia({ video: true, audio: true });
};

/** Why getUserMedia failed, as the page explains it. */
export const mediaFailureOf = (error: unknown): Exclude<MediaState, 'pending' | 'ready'> => {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  return 'failed';
};
