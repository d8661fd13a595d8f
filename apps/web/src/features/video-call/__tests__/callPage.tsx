import { type AppointmentDetail, type IceServersReply, type Role } from '@vitalsync/contracts';
import { act, screen } from '@testing-library/react';

import { type MockReplies, type MockReply, mockFetch } from '../../../testing/mockFetch';
import { aDoctorProfile, aPatientProfile } from '../../../testing/profiles';
import { loggedInAs, renderApp } from '../../../testing/renderApp';
import { createPeer, getLocalMedia } from '../callMedia';
import { openCallSocket } from '../callSocket';

import { FakeCallSocket } from './fakeCallSocket';
import { aStream, FakePeer } from './fakePeer';

export const APPOINTMENT = '/dashboard/appointments/appointment';
export const ICE_SERVERS = '/video-call/ice-servers';
export const START = 'PUT /dashboard/appointments/start';
export const COMPLETE = 'PUT /dashboard/appointments/complete';

/** Ada (u1) and Dr Meredith Grey (d1): the fixture profiles' ids. */
export const anAppointment = (overrides: Partial<AppointmentDetail> = {}): AppointmentDetail => ({
  _id: 'a1',
  dateTime: '2099-05-01T09:30:00.000Z',
  status: 'scheduled',
  type: 'video-call',
  reason: 'Headaches',
  prescription: null,
  user: { fullName: 'Ada Patient', userId: 'u1' },
  doctor: { fullName: 'Meredith Grey', doctorId: 'd1' },
  ...overrides,
});

export const ICE: IceServersReply = {
  iceServers: [{ urls: 'turn:turn.example:3478', username: '1:d1', credential: 'c' }],
  iceTransportPolicy: 'relay',
};

export const ok = (body: Record<string, unknown>): MockReply => ({
  status: 200,
  body: { status: 'success', ...body },
});

interface OpenOptions {
  role?: Role;
  appointment?: AppointmentDetail;
  peerPresent?: boolean;
  media?: () => Promise<MediaStream>;
}

/**
 * The whole app at the call page, signed in as `role`, its /video-call socket connected and joined, its peer
 * connections fakes the test drives.
 */
export const openCallPage = async ({
  role = 'doctor',
  appointment = anAppointment(),
  peerPresent = true,
  media = () => Promise.resolve(aStream()),
}: OpenOptions = {}) => {
  FakePeer.made = [];
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const socket = new FakeCallSocket();
  jest.mocked(openCallSocket).mockResolvedValue(socket);
  jest.mocked(getLocalMedia).mockImplementation(media);
  jest.mocked(createPeer).mockImplementation((configuration) => new FakePeer(configuration));
  const profile = role === 'doctor' ? aDoctorProfile() : aPatientProfile();
  // Read on every request: a test changes what the server answers next (the appointment once completed).
  const replies: MockReplies = {
    'GET /dashboard/profile': ok({ profile, role }),
    [APPOINTMENT]: ok({ appointment }),
    [ICE_SERVERS]: ok({ ...ICE }),
    [START]: ok({ appointment: { ...appointment, status: 'in-progress' } }),
    [COMPLETE]: ok({ appointment: { ...appointment, status: 'completed' } }),
  };
  const fetchSpy = mockFetch(replies);
  const view = renderApp({
    route: `/user/video-call/${appointment._id}`,
    session: loggedInAs(role, profile),
  });
  await screen.findByRole('heading', { name: 'Video call' });
  await act(() => socket.listening);
  act(() => socket.connectAndJoin(peerPresent));
  return { ...view, socket, fetchSpy, replies };
};

/** The peer connection the page made last. */
export const lastPeer = (): FakePeer => {
  const peer = FakePeer.made.at(-1);
  if (!peer) throw new Error('no peer connection was made');
  return peer;
};

/** Lets the page's promise chains (offer, descriptions, candidates) run to the end. */
export const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
