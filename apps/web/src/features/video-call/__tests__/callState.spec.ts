import { type CallAction, callReducer, type CallState, canStartCall, initialCallState } from '../callState';

const after = (...actions: CallAction[]): CallState => actions.reduce(callReducer, initialCallState);
const joined: CallAction = { type: 'joined', peerPresent: true };

describe('callReducer', () => {
  it('starts connecting, idle, with the media still asked for', () => {
    expect(initialCallState).toMatchObject({ connection: 'connecting', phase: 'idle', media: 'pending' });
    expect(canStartCall(initialCallState)).toBe(false);
  });

  it('offers Start Call once joined, and notes whether the other participant is here', () => {
    const state = after(joined);
    expect(state).toMatchObject({ connection: 'joined', peerPresent: true });
    expect(canStartCall(state)).toBe(true);
    expect(after(joined, { type: 'presence', present: false }).peerPresent).toBe(false);
  });

  it('goes idle → calling → in call on Start Call and the answer', () => {
    expect(after(joined, { type: 'dialled' }).phase).toBe('calling');
    expect(after(joined, { type: 'dialled' }, { type: 'answered' }).phase).toBe('in-call');
    expect(canStartCall(after(joined, { type: 'dialled' }))).toBe(false);
  });

  it('goes idle → in call when it accepts an offer', () => {
    expect(after(joined, { type: 'accepted' }).phase).toBe('in-call');
  });

  it.each([
    [{ type: 'ended', ending: 'you' } as CallAction, 'ended'],
    [{ type: 'ended', ending: 'remote' } as CallAction, 'ended'],
    [{ type: 'busy', message: 'Busy.' } as CallAction, 'busy'],
    [{ type: 'unavailable', message: 'Away.' } as CallAction, 'unavailable'],
  ])('ends a call on %j', (action, phase) => {
    const state = after(joined, { type: 'dialled' }, { type: 'answered' }, { type: 'remoteVideo' }, action);
    expect(state).toMatchObject({ phase, remoteVideo: false, restarting: false });
    expect(canStartCall(state)).toBe(true);
  });

  it('keeps the reason and the server words of an ending', () => {
    expect(after(joined, { type: 'accepted' }, { type: 'ended', ending: 'left' }).ending).toBe('left');
    expect(after(joined, { type: 'dialled' }, { type: 'busy', message: 'Busy.' }).notice).toBe('Busy.');
  });

  it('ignores an ending, busy or remote video when no call runs', () => {
    const idle = after(joined);
    expect(callReducer(idle, { type: 'busy', message: 'Busy.' })).toBe(idle);
    expect(callReducer(idle, { type: 'ended', ending: 'remote' })).toBe(idle);
    expect(callReducer(idle, { type: 'remoteVideo' })).toBe(idle);
  });

  it('forgets the last ending when a new call starts', () => {
    const state = after(joined, { type: 'dialled' }, { type: 'busy', message: 'Busy.' }, { type: 'dialled' });
    expect(state).toMatchObject({ phase: 'calling', notice: undefined });
  });

  it('marks an ICE restart only during a call', () => {
    expect(after(joined, { type: 'iceRestart', restarting: true }).restarting).toBe(false);
    expect(after(joined, { type: 'accepted' }, { type: 'iceRestart', restarting: true }).restarting).toBe(
      true,
    );
  });

  it('loses and regains the connection, but a refusal stays until joined again', () => {
    expect(after(joined, { type: 'connectionLost' }).connection).toBe('reconnecting');
    const refused = after({ type: 'refused', message: 'No.' }, { type: 'connectionLost' });
    expect(refused).toMatchObject({ connection: 'refused', refusal: 'No.' });
    expect(callReducer(refused, joined)).toMatchObject({ connection: 'joined', refusal: undefined });
  });

  it('toggles mute and camera, and records the media outcome', () => {
    expect(after({ type: 'toggleMute' })).toMatchObject({ muted: true, cameraOff: false });
    expect(after({ type: 'toggleCamera' }, { type: 'toggleCamera' }).cameraOff).toBe(false);
    expect(after({ type: 'media', media: 'denied' }).media).toBe('denied');
  });
});
