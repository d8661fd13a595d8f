import { screen, waitFor, within } from '@testing-library/react';

import { deferredReply, requestsTo } from '../../../testing/mockFetch';

import { anAppointment, ok, refused, renderAsPatient, serveApi } from './support';

afterEach(() => jest.restoreAllMocks());

const LIST = '/dashboard/appointments/user';

const openAppointments = (appointments = [anAppointment()]) => {
  const fetchSpy = serveApi({ [LIST]: ok({ appointments }) });
  return { ...renderAsPatient({ path: '/dashboard/user/appointments' }), fetchSpy };
};

/** The only appointment on the page, once the list has arrived. */
const onlyItem = async () => {
  await screen.findByRole('list', { name: 'Your appointments' });
  const [item, ...others] = items();
  if (!item || others.length > 0) throw new Error('expected exactly one appointment');
  return item;
};

const items = () => within(screen.getByRole('list', { name: 'Your appointments' })).getAllByRole('listitem');
const itemFor = (doctor: string) => {
  const item = items().find((candidate) => within(candidate).queryByRole('heading', { name: doctor }));
  if (!item) throw new Error(`no appointment with ${doctor}`);
  return within(item);
};

describe('the patient’s appointments page', () => {
  it('shows a skeleton, then each appointment’s date, time, doctor, mode and reason', async () => {
    openAppointments();

    expect(screen.getByRole('heading', { level: 1, name: 'Appointments' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading appointments' })).toBeInTheDocument();
    const item = await onlyItem();

    expect(within(item).getByRole('heading', { name: 'Dr Meredith Grey' })).toBeInTheDocument();
    expect(within(item).getByText('May 5, 2099')).toBeInTheDocument();
    expect(within(item).getByText('09:30 AM')).toBeInTheDocument();
    expect(within(item).getByText('Video call')).toBeInTheDocument();
    expect(within(item).getByText('Recurring headaches')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading appointments' })).not.toBeInTheDocument();
    expect(document.title).toBe('Appointments · VitalSync');
  });

  it('links "Book New Appointment" to the booking tab', async () => {
    openAppointments();
    await onlyItem();

    expect(screen.getByRole('link', { name: 'Book New Appointment' })).toHaveAttribute(
      'href',
      '/dashboard/user/doctor-consultation?tab=book-appointment',
    );
  });

  it('switches between list and grid and remembers the choice', async () => {
    const { user, unmount } = openAppointments();
    await onlyItem();
    const layout = () => within(screen.getByRole('radiogroup', { name: 'Layout' }));

    expect(layout().getByRole('radio', { name: 'List' })).toBeChecked();
    await user.click(layout().getByRole('radio', { name: 'Grid' }));
    expect(layout().getByRole('radio', { name: 'Grid' })).toBeChecked();
    expect(window.localStorage.getItem('vitalsync.appointments.view')).toBe('grid');
    expect(items()).toHaveLength(1);

    unmount();
    openAppointments();
    await onlyItem();
    expect(layout().getByRole('radio', { name: 'Grid' })).toBeChecked();
  });

  it('offers "Chat", "Video Call" and "Cancel" on a scheduled appointment, carrying the doctor and appointment', async () => {
    const { user } = openAppointments();
    const item = within(await onlyItem());

    expect(item.getByRole('link', { name: 'Chat' })).toHaveAttribute(
      'href',
      '/dashboard/user/doctor-consultation?tab=doctor-chat',
    );
    expect(item.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();

    await user.click(item.getByRole('link', { name: 'Video Call' }));

    const address = await screen.findByRole('status', { name: 'Current address' });
    expect(address).toHaveTextContent('/dashboard/user/doctor-consultation?tab=video-call');
    expect(JSON.parse(address.getAttribute('data-state') ?? 'null')).toEqual({ id: 'a1', doctorId: 'd1' });
  });

  it('leads a chat-mode appointment with "Chat" and a video one with "Video Call"', async () => {
    openAppointments([anAppointment({ type: 'chat' })]);
    const chatItem = within(await onlyItem());
    expect(chatItem.getAllByRole('link').map((link) => link.textContent)).toEqual(['Chat', 'Video Call']);
  });

  it('shows a completed appointment’s instructions and medicines, or "N/A" without a prescription', async () => {
    openAppointments([
      anAppointment({
        _id: 'a2',
        status: 'completed',
        prescription: {
          instructions: 'Rest and drink water.',
          medicines: [{ name: 'Ibuprofen', dosage: '200 mg', duration: '5 days' }],
        },
      }),
      anAppointment({
        _id: 'a3',
        status: 'completed',
        dateTime: '2099-04-01T10:00:00.000Z',
        doctor: { fullName: 'Derek Shepherd', doctorId: 'd2' },
      }),
    ]);
    await screen.findByRole('list', { name: 'Your appointments' });

    const withPrescription = itemFor('Dr Meredith Grey');
    expect(withPrescription.getByText('Rest and drink water.')).toBeInTheDocument();
    expect(withPrescription.getByRole('list', { name: 'Medicines' })).toHaveTextContent(
      'Ibuprofen · 200 mg · 5 days',
    );
    expect(withPrescription.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(itemFor('Dr Derek Shepherd').getByText('N/A')).toBeInTheDocument();
  });

  it('shows any other status capitalised in the theme’s accessible red', async () => {
    openAppointments([
      anAppointment({ _id: 'a4', status: 'cancelled' }),
      anAppointment({
        _id: 'a5',
        status: 'in-progress',
        doctor: { fullName: 'Derek Shepherd', doctorId: 'd2' },
      }),
    ]);
    await screen.findByRole('list', { name: 'Your appointments' });

    // The text sits in the badge's label; the colour is set on the badge itself.
    const cancelled = itemFor('Dr Meredith Grey').getByText('Cancelled').parentElement;
    const started = itemFor('Dr Derek Shepherd').getByText('In-progress').parentElement;
    for (const status of [cancelled, started]) {
      expect(status).toHaveAttribute('style', expect.stringContaining('color: var(--mantine-color-error)'));
    }
    expect(screen.queryByRole('link', { name: 'Chat' })).not.toBeInTheDocument();
  });

  it('lists what is ahead first, soonest first, then the past, latest first', async () => {
    openAppointments([
      anAppointment({
        _id: 'past-old',
        status: 'completed',
        dateTime: '2020-01-01T09:00:00.000Z',
        doctor: { fullName: 'Old', doctorId: 'd3' },
      }),
      anAppointment({
        _id: 'later',
        dateTime: '2099-06-01T09:00:00.000Z',
        doctor: { fullName: 'Later', doctorId: 'd4' },
      }),
      anAppointment({
        _id: 'past-new',
        status: 'cancelled',
        dateTime: '2021-01-01T09:00:00.000Z',
        doctor: { fullName: 'Recent', doctorId: 'd5' },
      }),
      anAppointment({
        _id: 'soon',
        dateTime: '2099-05-01T09:00:00.000Z',
        doctor: { fullName: 'Soon', doctorId: 'd6' },
      }),
    ]);
    await screen.findByRole('list', { name: 'Your appointments' });

    expect(items().map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Dr Soon',
      'Dr Later',
      'Dr Recent',
      'Dr Old',
    ]);
  });

  it('shows an empty state with the booking button when there are no appointments', async () => {
    openAppointments([]);

    expect(await screen.findByText('You have no appointments yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book New Appointment' })).toHaveAttribute(
      'href',
      '/dashboard/user/doctor-consultation?tab=book-appointment',
    );
    expect(screen.queryByRole('radiogroup', { name: 'Layout' })).not.toBeInTheDocument();
  });

  it('shows the server’s message when the list cannot be loaded', async () => {
    serveApi({ [LIST]: refused(503, 'Appointments are unavailable right now.') });
    renderAsPatient({ path: '/dashboard/user/appointments' });

    expect(await screen.findByRole('alert')).toHaveTextContent('Appointments are unavailable right now.');
  });
});

describe('cancelling an appointment', () => {
  it('asks first, keeps the item while the request runs and removes it only once the server agreed', async () => {
    const cancel = deferredReply();
    const fetchSpy = serveApi({
      [LIST]: ok({ appointments: [anAppointment()] }),
      'PUT /dashboard/appointments/cancel': cancel.promise,
    });
    const { user } = renderAsPatient({ path: '/dashboard/user/appointments' });

    await user.click(within(await onlyItem()).getByRole('button', { name: 'Cancel' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel this appointment?' }));
    expect(
      dialog.getByText(/Your appointment with Dr Meredith Grey on Tue, May 5, 2099 at 09:30 AM/),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel appointment' }));

    await waitFor(() =>
      expect(requestsTo(fetchSpy, 'PUT', '/dashboard/appointments/cancel')).toHaveLength(1),
    );
    const [request] = requestsTo(fetchSpy, 'PUT', '/dashboard/appointments/cancel');
    expect(new URL(request?.url ?? '').searchParams.get('id')).toBe('a1');
    expect(dialog.getByRole('button', { name: 'Cancel appointment' })).toBeDisabled();
    expect(items()).toHaveLength(1);

    cancel.send(ok({ appointment: { ...anAppointment(), status: 'cancelled' } }));

    expect(await screen.findByText('You have no appointments yet.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Appointment cancelled.')).toBeInTheDocument();
  });

  it('keeps the item and says why when the server refuses', async () => {
    serveApi({
      [LIST]: ok({ appointments: [anAppointment()] }),
      'PUT /dashboard/appointments/cancel': refused(404, 'This appointment does not exist.'),
    });
    const { user } = renderAsPatient({ path: '/dashboard/user/appointments' });

    await user.click(within(await onlyItem()).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This appointment does not exist.');
    expect(screen.getByRole('button', { name: 'Cancel appointment' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Keep appointment' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(items()).toHaveLength(1);
  });
});
