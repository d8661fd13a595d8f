import { type CallPeer } from '../callMedia';

/** An RTCPeerConnection stand-in: descriptions, candidates and ICE state as the test sets them. */
export class FakePeer implements CallPeer {
  static made: FakePeer[] = [];
  readonly tracks: MediaStreamTrack[] = [];
  readonly added: RTCIceCandidateInit[] = [];
  readonly offers: (RTCOfferOptions | undefined)[] = [];
  iceConnectionState: RTCIceConnectionState = 'new';
  signalingState: RTCSignalingState = 'stable';
  remoteDescription: RTCSessionDescriptionInit | null = null;
  closed = false;
  onicecandidate: CallPeer['onicecandidate'] = null;
  ontrack: CallPeer['ontrack'] = null;
  oniceconnectionstatechange: CallPeer['oniceconnectionstatechange'] = null;

  constructor(readonly configuration: RTCConfiguration) {
    FakePeer.made.push(this);
  }

  addTrack = (track: MediaStreamTrack) => {
    this.tracks.push(track);
  };

  createOffer = async (options?: RTCOfferOptions): Promise<RTCSessionDescriptionInit> => {
    this.offers.push(options);
    return { type: 'offer', sdp: `v=0 offer ${this.offers.length}` };
  };

  createAnswer = async (): Promise<RTCSessionDescriptionInit> => ({ type: 'answer', sdp: 'v=0 answer' });

  setLocalDescription = async (description: RTCSessionDescriptionInit): Promise<void> => {
    this.signalingState = description.type === 'offer' ? 'have-local-offer' : 'stable';
  };

  setRemoteDescription = async (description: RTCSessionDescriptionInit): Promise<void> => {
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  };

  addIceCandidate = async (candidate: RTCIceCandidateInit): Promise<void> => {
    this.added.push(candidate);
  };

  close = () => {
    this.closed = true;
  };

  /** The browser found a local candidate. */
  gather(candidate: string) {
    const found = { candidate, sdpMid: '0', sdpMLineIndex: 0, usernameFragment: 'u' } as RTCIceCandidate;
    this.onicecandidate?.({ candidate: found } as RTCPeerConnectionIceEvent);
  }

  /** The remote side's media arrived. */
  receive(stream: MediaStream) {
    this.ontrack?.({ streams: [stream], track: {} } as unknown as RTCTrackEvent);
  }

  setIceState(state: RTCIceConnectionState) {
    this.iceConnectionState = state;
    this.oniceconnectionstatechange?.(new Event('iceconnectionstatechange'));
  }
}

/** A camera-and-microphone stream with tracks whose `enabled` the test reads. */
export const aStream = (): MediaStream => {
  const audio = { kind: 'audio', enabled: true, stop: jest.fn() };
  const video = { kind: 'video', enabled: true, stop: jest.fn() };
  return {
    getTracks: () => [audio, video],
    getAudioTracks: () => [audio],
    getVideoTracks: () => [video],
  } as unknown as MediaStream;
};
