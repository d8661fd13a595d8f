import { fireEvent, screen, within } from '@testing-library/react';
import { type DoctorProfile, type WeeklyHours, WEEKLY_HOURS_MESSAGES } from '@vitalsync/contracts';

import { mockFetch, requestsTo } from '../../../testing/mockFetch';
import { aDoctorProfile } from '../../../testing/profiles';
import { loggedInAs, renderApp } from '../../../testing/renderApp';

afterEach(() => jest.restoreAllMocks());

const PARIS_MORNINGS: WeeklyHours = {
  timeZone: 'Europe/Paris',
  hours: [
    { day: 3, from: '14:00', to: '18:00' },
    { day: 1, from: '09:00', to: '12:00' },
  ],
};

const doctorWith = (weeklyHours: WeeklyHours | null): DoctorProfile =>
  aDoctorProfile({ availability: { availabilitySchedule: 'Mon–Fri 09:00–17:00', weeklyHours } });

const openProfile = (profile: DoctorProfile, saveReply?: { status: number; body: unknown }) => {
  const fetchSpy = mockFetch({
    'GET /dashboard/profile': { status: 200, body: { status: 'success', profile, role: 'doctor' } },
    'POST /dashboard/profile': saveReply ?? {
      status: 200,
      body: { status: 'success', message: 'Profile updated successfully.', profile },
    },
  });
  return {
    ...renderApp({ route: '/dashboard/doctor/profile', session: loggedInAs('doctor', profile) }),
    fetchSpy,
  };
};

const weeklyHours = () => within(screen.getByRole('group', { name: 'Weekly Hours' }));
const hoursRow = (index: number) => within(screen.getByRole('group', { name: `Hours ${index}` }));

const savedBody = async (fetchSpy: ReturnType<typeof mockFetch>) => {
  const [request] = requestsTo(fetchSpy, 'POST', '/dashboard/profile');
  return (await request?.json()) as { availability: { weeklyHours: WeeklyHours | null } };
};

describe('weekly hours in the doctor profile', () => {
  it('reads as one line, Monday first, in the saved time zone until editing', async () => {
    openProfile(doctorWith(PARIS_MORNINGS));

    expect(await screen.findByText('Mon 09:00–12:00')).toBeInTheDocument();
    expect(screen.getByText('Wed 14:00–18:00')).toBeInTheDocument();
    expect(screen.getByText('Times in Europe/Paris')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add hours' })).not.toBeInTheDocument();
  });

  it('says when no hours are set', async () => {
    openProfile(doctorWith(null));

    expect(await screen.findByText('Not set: patients may book any future time.')).toBeInTheDocument();
  });

  it('edits rows and the time zone and saves them with the profile, sorted by day', async () => {
    const { user, fetchSpy } = openProfile(doctorWith(PARIS_MORNINGS));

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(weeklyHours().getByLabelText('Time Zone')).toHaveValue('Europe/Paris');
    expect(hoursRow(1).getByLabelText('Day')).toHaveValue('1');
    expect(hoursRow(2).getByLabelText('Day')).toHaveValue('3');

    await user.click(weeklyHours().getByRole('button', { name: 'Add hours' }));
    expect(hoursRow(3).getByLabelText('Day')).toHaveValue('4');
    expect(hoursRow(3).getByLabelText('From')).toHaveValue('14:00');
    await user.selectOptions(hoursRow(3).getByLabelText('Day'), 'Sunday');
    fireEvent.change(hoursRow(3).getByLabelText('From'), { target: { value: '10:00' } });
    fireEvent.change(hoursRow(3).getByLabelText('To'), { target: { value: '12:30' } });
    await user.click(hoursRow(1).getByRole('button', { name: 'Remove hours 1' }));
    await user.selectOptions(weeklyHours().getByLabelText('Time Zone'), 'America/New_York');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit Profile' });

    expect((await savedBody(fetchSpy)).availability.weeklyHours).toEqual({
      timeZone: 'America/New_York',
      hours: [
        { day: 0, from: '10:00', to: '12:30' },
        { day: 3, from: '14:00', to: '18:00' },
      ],
    });
  });

  it('starts new hours in the browser’s time zone on Monday 09:00–17:00', async () => {
    const { user, fetchSpy } = openProfile(doctorWith(null));

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(weeklyHours().getByLabelText('Time Zone')).toHaveValue('UTC');
    await user.click(weeklyHours().getByRole('button', { name: 'Add hours' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit Profile' });

    expect((await savedBody(fetchSpy)).availability.weeklyHours).toEqual({
      timeZone: 'UTC',
      hours: [{ day: 1, from: '09:00', to: '17:00' }],
    });
  });

  it('sends null after "Clear hours"', async () => {
    const { user, fetchSpy } = openProfile(doctorWith(PARIS_MORNINGS));

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(weeklyHours().getByRole('button', { name: 'Clear hours' }));
    expect(screen.queryByRole('group', { name: 'Hours 1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit Profile' });

    expect((await savedBody(fetchSpy)).availability.weeklyHours).toBeNull();
  });

  it('refuses an end before its start without calling the server', async () => {
    const { user, fetchSpy } = openProfile(doctorWith(PARIS_MORNINGS));

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    fireEvent.change(hoursRow(1).getByLabelText('To'), { target: { value: '08:00' } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(WEEKLY_HOURS_MESSAGES.order)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Weekly Hours' })).toHaveAccessibleDescription(
      WEEKLY_HOURS_MESSAGES.order,
    );
    expect(requestsTo(fetchSpy, 'POST', '/dashboard/profile')).toHaveLength(0);
  });

  it('shows the server’s refusal of the hours under the editor', async () => {
    const { user } = openProfile(doctorWith(PARIS_MORNINGS), {
      status: 422,
      body: {
        status: 'error',
        message: 'Please correct the highlighted fields.',
        errors: { 'availability.weeklyHours': WEEKLY_HOURS_MESSAGES.overlap },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(weeklyHours().getByText(WEEKLY_HOURS_MESSAGES.overlap)).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent(WEEKLY_HOURS_MESSAGES.overlap);
  });

  it('restores the saved hours on Cancel', async () => {
    const { user } = openProfile(doctorWith(PARIS_MORNINGS));

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(weeklyHours().getByRole('button', { name: 'Clear hours' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.getByText('Wed 14:00–18:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('group', { name: 'Hours 2' })).toBeInTheDocument();
  });
});
