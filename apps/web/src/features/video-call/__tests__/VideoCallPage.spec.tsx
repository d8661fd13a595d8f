import {
  CALL_PEER_UNAVAILABLE_MESSAGE,
  CALL_REMOTE_BUSY_MESSAGE,
  CALL_NOT_ALLOWED_MESSAGE,
} from '@vitalsync/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { deferredReply, mockFetch, requestsTo } from '../../../testing/mockFetch';
import { aPatientProfile } from '../../../testing/profiles';
import { loggedInAs, renderApp } from '../../../testing/renderApp';
import { openCallSocket } from '../callSocket';
import { CANCELLED_ENDED_MESSAGE, ICE_RESTART_MESSAGE, MEDIA_MESSAGES, READY_MESSAGE } from '../callMessages';

import { anAppointment, APPOINTMENT, COMPLETE, ICE, lastPeer, ok, openCallPage, settle } from './callPage';
import { aStream, FakePeer } from './fakePeer';

jest.mock('../callSocket', () => ({ openCallSocket: jest.fn() }));
jest.mock('../callMedia', () => ({
  ...jest.requireActual<object>('../callMedia'),
  createPeer: jest.fn(),
  getLocalMedia: jest.fn(),
}));

afterEach(() => jest.restoreAllMocks());

const status = () =>
  screen.getByText(
    (_, element) => element?.getAttribute('aria-live') === 'polite' && element.tagName === 'P',
  );
const startCall = () => screen.getByRole('button', { name: 'Start Call' });

/** The doctor presses Start Call and the patient's side answers: the call runs with remote video playing. */
const connectedCall = async () => {
  const page = await openCallPage();
  await page.user.click(startCall());
  await settle();
  act(() => page.socket.on.answer({ from: 'u1', to: 'd1', answer: { type: 'answer', sdp: 'v=0' } }));
  await settle();
  act(() => lastPeer().receive(aStream()));
  fireEvent.playing(screen.getByLabelText('Video of Ada Patient'));
  return page;
};

describe('the call page', () => {
  it('names the doctor and the patient, and whether the other one is here', async () => {
    const { socket } = await openCallPage({ role: 'user', peerPresent: false });
    expect(screen.getByText('Dr Meredith Grey')).toBeVisible();
    expect(screen.getByText('Ada Patient')).toBeVisible();
    expect(screen.getByText('Waiting for the doctor to join')).toBeVisible();
    expect(socket.joins[0]?.payload).toEqual({ userId: 'u1', appointmentId: 'a1' });
    act(() => socket.on.presence({ appointmentId: 'a1', accountId: 'd1', present: true }));
    expect(screen.getByText('Dr Meredith Grey is here')).toBeVisible();
    expect(status()).toHaveTextContent(READY_MESSAGE);
  });

  it("tells the doctor the patient is here, and ignores someone else's presence", async () => {
    const { socket } = await openCallPage({ peerPresent: true });
    expect(screen.getByText('Ada Patient is here')).toBeVisible();
    act(() => socket.on.presence({ appointmentId: 'a9', accountId: 'u9', present: false }));
    expect(screen.getByText('Ada Patient is here')).toBeVisible();
    act(() => socket.on.presence({ appointmentId: 'a1', accountId: 'u1', present: false }));
    expect(screen.getByText('Waiting for the patient to join')).toBeVisible();
  });

  it('calls with the configured ICE servers, trickles candidates, and marks the appointment started', async () => {
    const { socket, fetchSpy } = await openCallPage();
    await settle();
    expect(socket.offers).toHaveLength(0);
    await screen.findByText(READY_MESSAGE);
    fireEvent.click(startCall());
    await settle();
    expect(status()).toHaveTextContent('Calling Ada Patient…');
    const peer = lastPeer();
    expect(peer.configuration).toEqual(ICE);
    expect(peer.tracks).toHaveLength(2);
    expect(socket.offers).toEqual([{ remoteId: 'u1', offer: { type: 'offer', sdp: 'v=0 offer 1' } }]);
    act(() => peer.gather('candidate:1 1 udp 1 127.0.0.1 5000 typ host'));
    expect(socket.candidates).toEqual([
      {
        to: 'u1',
        candidate: {
          candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host',
          sdpMid: '0',
          sdpMLineIndex: 0,
          usernameFragment: 'u',
        },
      },
    ]);
    expect(requestsTo(fetchSpy, 'PUT', '/dashboard/appointments/start')).toHaveLength(1);
  });

  it('asks the doctor "End consultation?", then ends the call, completes it and leads to the prescription', async () => {
    const { socket, fetchSpy, user, replies } = await connectedCall();
    expect(status()).toHaveTextContent('In call with Ada Patient.');
    // What the server answers once the appointment is completed.
    replies[APPOINTMENT] = ok({ appointment: anAppointment({ status: 'completed' }) });

    await user.click(screen.getByRole('button', { name: 'End Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'End consultation?' });
    expect(dialog).toHaveTextContent('Ending the call completes the appointment with Ada Patient.');
    expect(socket.ends).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'End consultation' }));
    await settle();

    expect(socket.ends).toEqual([{ to: 'u1' }]);
    expect(lastPeer().closed).toBe(true);
    expect(requestsTo(fetchSpy, 'PUT', '/dashboard/appointments/complete')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Consultation completed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Call' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write prescription' })).toHaveAttribute(
      'href',
      '/dashboard/doctor/reports',
    );
  });

  it('completes the appointment before it hangs up, so the patient is not told the call ended first', async () => {
    const { socket, user, replies } = await connectedCall();
    const completion = deferredReply();
    replies[COMPLETE] = completion.promise;

    await user.click(screen.getByRole('button', { name: 'End Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'End consultation?' });
    await user.click(within(dialog).getByRole('button', { name: 'End consultation' }));
    await settle();
    expect(socket.ends).toEqual([]);

    completion.send(ok({ appointment: anAppointment({ status: 'completed' }) }));
    await waitFor(() => expect(socket.ends).toEqual([{ to: 'u1' }]));
  });

  // The doctor's page leaving can reach signaling-svc before the doctor's end-call does, and then names the ending.
  it.each(['ended', 'left'] as const)(
    'shows the patient the consultation as completed once the doctor ended it (call ended as %s)',
    async (reason) => {
      const { socket, replies } = await openCallPage({
        role: 'user',
        appointment: anAppointment({ status: 'in-progress' }),
      });
      act(() => socket.on.offer({ from: 'd1', remoteId: 'u1', offer: { type: 'offer', sdp: 'v=0' } }));
      await settle();
      replies[APPOINTMENT] = ok({ appointment: anAppointment({ status: 'completed' }) });

      act(() => socket.on.callEnded({ from: 'd1', reason }));

      expect(await screen.findByRole('heading', { name: 'Consultation completed' })).toBeInTheDocument();
      expect(screen.getByText('Your consultation with Dr Meredith Grey is complete.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Start Call' })).not.toBeInTheDocument();
    },
  );

  it('keeps the call going when the doctor answers "Keep talking"', async () => {
    const { socket, fetchSpy, user } = await connectedCall();

    await user.click(screen.getByRole('button', { name: 'End Call' }));
    const dialog = await screen.findByRole('dialog', { name: 'End consultation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep talking' }));

    expect(socket.ends).toEqual([]);
    expect(requestsTo(fetchSpy, 'PUT', '/dashboard/appointments/complete')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'End Call' })).toBeVisible();
  });

  it('shows a completed appointment as completed, with nothing to start', async () => {
    FakePeer.made = [];
    jest.mocked(openCallSocket).mockClear();
    const profile = aPatientProfile();
    mockFetch({
      'GET /dashboard/profile': ok({ profile, role: 'user' }),
      [APPOINTMENT]: ok({ appointment: anAppointment({ status: 'completed' }) }),
    });
    renderApp({ route: '/user/video-call/a1', session: loggedInAs('user', profile) });

    expect(await screen.findByRole('heading', { name: 'Consultation completed' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Video call' })).toBeInTheDocument();
    expect(openCallSocket).not.toHaveBeenCalled();
    expect(FakePeer.made).toEqual([]);
    expect(screen.getByText('Your consultation with Dr Meredith Grey is complete.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Call' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Write prescription' })).not.toBeInTheDocument();
  });

  it('ends the call when the remote party reports busy', async () => {
    const { socket, user } = await openCallPage();
    await user.click(startCall());
    await settle();
    act(() => socket.on.remoteBusy({ remoteId: 'u1', message: CALL_REMOTE_BUSY_MESSAGE }));
    expect(status()).toHaveTextContent(CALL_REMOTE_BUSY_MESSAGE);
    expect(lastPeer().closed).toBe(true);
    expect(startCall()).toBeEnabled();
  });

  it('keeps calling when another account says it is busy (its remote-busy reaches every page)', async () => {
    const { socket, user } = await openCallPage();
    await user.click(startCall());
    await settle();
    act(() => socket.on.remoteBusy({ from: 'u2', remoteId: 'u2', message: CALL_REMOTE_BUSY_MESSAGE }));
    expect(status()).toHaveTextContent('Calling Ada Patient');
    expect(lastPeer().closed).toBe(false);
  });

  it('says so when the other participant is not on the page', async () => {
    const { socket, user } = await openCallPage({ peerPresent: false });
    await user.click(startCall());
    await settle();
    act(() => socket.on.peerUnavailable({ remoteId: 'u1', message: CALL_PEER_UNAVAILABLE_MESSAGE }));
    expect(status()).toHaveTextContent(CALL_PEER_UNAVAILABLE_MESSAGE);
  });

  it('says so when the server refuses the offer', async () => {
    const { socket, user } = await openCallPage();
    await user.click(startCall());
    await settle();
    act(() => socket.on.refused({ event: 'offer', message: CALL_NOT_ALLOWED_MESSAGE }));
    expect(status()).toHaveTextContent(CALL_NOT_ALLOWED_MESSAGE);
  });

  it('answers an offer, adding candidates that came before it once the description is set', async () => {
    const { socket, fetchSpy } = await openCallPage({ role: 'user' });
    const early = { candidate: 'candidate:2 1 udp 1 127.0.0.1 6000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    act(() => socket.on.icecandidate({ from: 'd1', to: 'u1', candidate: early }));
    act(() => socket.on.offer({ from: 'd1', remoteId: 'u1', offer: { type: 'offer', sdp: 'v=0' } }));
    await settle();
    expect(socket.answers).toEqual([{ to: 'd1', answer: { type: 'answer', sdp: 'v=0 answer' } }]);
    expect(lastPeer().added).toEqual([early]);
    const late = { ...early, candidate: 'candidate:3 1 udp 1 127.0.0.1 6001 typ host' };
    act(() => socket.on.icecandidate({ from: 'd1', to: 'u1', candidate: late }));
    await settle();
    expect(lastPeer().added).toEqual([early, late]);
    expect(screen.getByRole('button', { name: 'End Call' })).toBeVisible();
    // The patient's page never changes the appointment.
    expect(requestsTo(fetchSpy, 'PUT', '/dashboard/appointments/start')).toHaveLength(0);
  });

  it('ignores an offer from anyone but the other participant', async () => {
    const { socket } = await openCallPage({ role: 'user' });
    act(() => socket.on.offer({ from: 'x9', remoteId: 'u1', offer: { type: 'offer', sdp: 'v=0' } }));
    await settle();
    expect(socket.answers).toHaveLength(0);
  });

  it.each([
    ['ended', 'Ada Patient ended the call.'],
    ['left', 'Ada Patient left the call.'],
    ['cancelled', CANCELLED_ENDED_MESSAGE],
  ] as const)('ends when the call is %s', async (reason, message) => {
    const { socket } = await connectedCall();
    act(() => socket.on.callEnded({ from: 'u1', reason }));
    expect(status()).toHaveTextContent(message);
    expect(lastPeer().closed).toBe(true);
  });

  it('restarts ICE as the caller when the connection drops', async () => {
    const { socket } = await connectedCall();
    act(() => lastPeer().setIceState('failed'));
    await settle();
    expect(status()).toHaveTextContent(ICE_RESTART_MESSAGE);
    expect(lastPeer().offers.at(-1)).toEqual({ iceRestart: true });
    expect(socket.offers).toHaveLength(2);
    act(() => socket.on.answer({ from: 'u1', to: 'd1', answer: { type: 'answer', sdp: 'v=0 2' } }));
    await settle();
    act(() => lastPeer().setIceState('connected'));
    expect(status()).toHaveTextContent('In call with Ada Patient.');
  });

  it('mutes the microphone and turns the camera off', async () => {
    const stream = aStream();
    const { user } = await openCallPage({ media: () => Promise.resolve(stream) });
    await user.click(await screen.findByRole('button', { name: 'Mute' }));
    expect(stream.getAudioTracks()[0]?.enabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Camera off' }));
    expect(stream.getVideoTracks()[0]?.enabled).toBe(false);
    expect(screen.getAllByText('Camera off').length).toBeGreaterThan(0);
  });

  it.each([
    ['NotAllowedError', MEDIA_MESSAGES.denied],
    ['NotFoundError', MEDIA_MESSAGES.missing],
    ['NotReadableError', MEDIA_MESSAGES.failed],
  ])('explains a camera or microphone failure (%s)', async (name, message) => {
    await openCallPage({ media: () => Promise.reject(new DOMException('no', name)) });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Mute' })).toBeDisabled();
  });

  it('shows a refused join in the server words', async () => {
    const { socket } = await openCallPage();
    act(() => socket.on.refused({ event: 'join-user', message: CALL_NOT_ALLOWED_MESSAGE }));
    expect(status()).toHaveTextContent(CALL_NOT_ALLOWED_MESSAGE);
    expect(startCall()).toBeDisabled();
  });

  it('starts the preview at the video area’s top-right and keeps it 10 px inside it, on resize too', async () => {
    let area = { width: 343, height: 457 };
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const size = this.getAttribute('role') === 'group' ? { width: 112, height: 84 } : area;
      return DOMRect.fromRect(size);
    });
    await openCallPage();
    const preview = screen.getByRole('group', { name: /Your camera preview/ });

    expect(preview).toHaveStyle({ left: `${343 - 112 - 10}px`, top: '10px' });
    fireEvent.keyDown(preview, { key: 'ArrowRight' });
    expect(preview).toHaveStyle({ left: '221px' });
    fireEvent.keyDown(preview, { key: 'ArrowLeft', shiftKey: true });
    expect(preview).toHaveStyle({ left: '141px' });
    fireEvent.keyDown(preview, { key: 'ArrowUp' });
    expect(preview).toHaveStyle({ top: '10px' });
    fireEvent.keyDown(preview, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(preview, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(preview, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(preview, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(preview, { key: 'ArrowDown', shiftKey: true });
    fireEvent.keyDown(preview, { key: 'ArrowDown', shiftKey: true });
    expect(preview).toHaveStyle({ top: `${457 - 84 - 10}px` });

    area = { width: 200, height: 150 };
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(preview).toHaveStyle({ left: `${200 - 112 - 10}px`, top: `${150 - 84 - 10}px` });
    expect(within(preview).getByLabelText('Your camera')).toBeInTheDocument();
  });

  it('closes its connection when the page is left', async () => {
    const { socket, unmount } = await connectedCall();
    unmount();
    expect(socket.ends).toEqual([{ to: 'u1' }]);
    expect(socket.closed).toBe(true);
  });
});
