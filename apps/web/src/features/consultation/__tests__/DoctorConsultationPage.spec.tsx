import { act, screen } from '@testing-library/react';

import {
  anAppointment,
  ok,
  refused,
  renderAsPatient,
  serveApi,
} from '../../user-appointments/__tests__/support';

import { anAvailableDoctor } from './fixtures';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const PAGE = '/dashboard/user/doctor-consultation';
const SCHEDULED = '/dashboard/appointments/user/scheduled';
const ONE = '/dashboard/appointments/appointment';
const CONSULTED = '/dashboard/appointments/consulted-doctors';

const address = () => screen.getByRole('status', { name: 'Current address' });
const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('the consultation page’s tabs', () => {
  beforeEach(() =>
    serveApi({
      '/dashboard/appointments/available-doctors': ok({ doctors: [anAvailableDoctor()] }),
      [SCHEDULED]: ok({ appointments: [] }),
      [CONSULTED]: ok({ consultedDoctors: [] }),
    }),
  );

  it.each([
    ['?tab=doctor-chat', 'Doctor Chat'],
    ['?tab=video-call', 'Video Call'],
    ['?tab=book-appointment', 'Book Appointment'],
    ['', 'Book Appointment'],
    ['?tab=unknown', 'Book Appointment'],
  ])('opens %p on the %s tab', async (query, label) => {
    renderAsPatient({ path: `${PAGE}${query}` });

    expect(await screen.findByRole('heading', { level: 1, name: 'Doctor Consultation' })).toBeInTheDocument();
    expect(selectedTab()).toHaveTextContent(label);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Doctor Chat',
      'Video Call',
      'Book Appointment',
    ]);
  });

  it('puts the chosen tab in the query and keeps the navigation state', async () => {
    const { user } = renderAsPatient({ path: `${PAGE}?tab=book-appointment`, state: { doctorId: 'd1' } });

    await user.click(await screen.findByRole('tab', { name: 'Video Call' }));

    expect(address()).toHaveTextContent(`${PAGE}?tab=video-call`);
    expect(JSON.parse(address().getAttribute('data-state') ?? 'null')).toEqual({ doctorId: 'd1' });
    expect(await screen.findByText('No video call scheduled.')).toBeInTheDocument();
  });
});

describe('the video-call tab', () => {
  const openCall = (now: string, replies: Parameters<typeof serveApi>[0], state?: unknown) => {
    jest.useFakeTimers({ now: new Date(now), advanceTimers: true });
    serveApi(replies);
    return renderAsPatient({ path: `${PAGE}?tab=video-call`, state, fakeTimers: true });
  };

  it('shows "Scheduled on {date} at {time}" before the time and "Start Call" from the time on', async () => {
    openCall(
      '2099-05-05T09:29:10.000Z',
      { [ONE]: ok({ appointment: { ...anAppointment(), user: { fullName: 'Ada Patient', userId: 'u1' } } }) },
      { id: 'a1', doctorId: 'd1' },
    );

    expect(await screen.findByText('Scheduled on May 5, 2099 at 09:30 AM')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dr Meredith Grey' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start Call' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.queryByRole('link', { name: 'Start Call' })).not.toBeInTheDocument();

    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByRole('link', { name: 'Start Call' })).toHaveAttribute('href', '/user/video-call/a1');
    expect(screen.queryByText(/^Scheduled on/)).not.toBeInTheDocument();
  });

  it('without a chosen appointment, offers the next scheduled video call, not a chat', async () => {
    openCall('2099-05-05T10:00:00.000Z', {
      [SCHEDULED]: ok({
        appointments: [
          anAppointment({ _id: 'later', dateTime: '2099-05-07T09:00:00.000Z' }),
          anAppointment({ _id: 'chat', type: 'chat', dateTime: '2099-05-05T11:00:00.000Z' }),
          anAppointment({ _id: 'over', dateTime: '2099-05-04T09:00:00.000Z' }),
          anAppointment({
            _id: 'now',
            dateTime: '2099-05-05T09:45:00.000Z',
            doctor: { fullName: 'Derek Shepherd', doctorId: 'd2' },
          }),
        ],
      }),
    });

    expect(await screen.findByRole('heading', { name: 'Dr Derek Shepherd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Call' })).toHaveAttribute('href', '/user/video-call/now');
  });

  it('says "No video call scheduled." with a way to book', async () => {
    const { user } = openCall('2099-05-05T10:00:00.000Z', {
      [SCHEDULED]: ok({ appointments: [] }),
      '/dashboard/appointments/available-doctors': ok({ doctors: [] }),
    });

    expect(await screen.findByText('No video call scheduled.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Book Appointment' }));
    expect(selectedTab()).toHaveTextContent('Book Appointment');
  });

  it('shows the server’s message when the chosen appointment cannot be read', async () => {
    openCall(
      '2099-05-05T10:00:00.000Z',
      { [ONE]: refused(404, 'This appointment does not exist.') },
      { id: 'gone' },
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('This appointment does not exist.');
  });
});
