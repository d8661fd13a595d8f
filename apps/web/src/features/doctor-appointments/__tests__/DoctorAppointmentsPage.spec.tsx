import { screen, within } from '@testing-library/react';
import { type DoctorAppointment } from '@vitalsync/contracts';

import { queryParam, requestsTo } from '../../../testing/mockFetch';
import {
  consultedPatientsReply,
  aConsultedPatient,
} from '../../patients/__tests__/consultedPatients.fixtures';

import {
  aDoctorAppointment,
  appointmentReply,
  doctorAppointmentsReply,
  NOW,
} from './doctorAppointments.fixtures';
import { renderDoctorPage } from './renderDoctorPage';

const LIST = 'GET /dashboard/appointments/doctor';

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

const openAppointments = (appointments: DoctorAppointment[], replies = {}) =>
  renderDoctorPage('appointments', { [LIST]: doctorAppointmentsReply(appointments), ...replies });

const card = (patient: string) => screen.getByRole('article', { name: patient });
const findCard = (patient: string) => screen.findByRole('article', { name: patient });
const factsOf = (article: HTMLElement) =>
  within(article)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

const upcoming = aDoctorAppointment();
const missed = aDoctorAppointment({
  _id: 'a2',
  dateTime: '2026-05-05T08:00:00.000Z',
  type: 'chat',
  reason: null,
  user: { fullName: 'Bruno Late', userId: 'u2' },
});
const done = aDoctorAppointment({
  _id: 'a3',
  dateTime: '2026-05-01T14:00:00.000Z',
  status: 'completed',
  user: { fullName: 'Carla Done', userId: 'u3' },
  prescription: {
    medicines: [{ name: 'Amoxicillin', dosage: '500 mg', duration: '7 days' }],
    instructions: 'Take with food.',
  },
});
const cancelled = aDoctorAppointment({
  _id: 'a4',
  dateTime: '2026-05-20T10:00:00.000Z',
  status: 'cancelled',
  user: { fullName: 'Dora Cancelled', userId: 'u4' },
});

describe('doctor appointments manager', () => {
  it('shows scheduled cards with patient, date, time, mode, reason when given, and status', async () => {
    openAppointments([done, upcoming, missed, cancelled]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Appointments Manager' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Scheduled' })).toHaveAttribute('aria-selected', 'true');
    const header = screen.getByRole('heading', { level: 1, name: 'Appointments Manager' }).parentElement;
    expect(header && within(header).getByRole('button', { name: 'Dark theme' })).toBeInTheDocument();
    await findCard('Ada Patient');

    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Bruno Late',
      'Ada Patient',
      'Dora Cancelled',
    ]);
    expect(factsOf(card('Ada Patient'))).toEqual([
      ['Date', 'May 6, 2026'],
      ['Time', '09:30 AM'],
      ['Mode', 'Video call'],
      ['Reason', 'Chest pain when climbing stairs'],
    ]);
    expect(within(card('Ada Patient')).getByText('Scheduled')).toBeInTheDocument();
    expect(within(card('Ada Patient')).getByText('Patient')).toBeInTheDocument();
    expect(factsOf(card('Bruno Late'))).toEqual([
      ['Date', 'May 5, 2026'],
      ['Time', '08:00 AM'],
      ['Mode', 'Chat'],
    ]);
    const actions = within(card('Ada Patient'));
    for (const name of ['Join Call', 'Start', 'Cancel'])
      expect(actions.getByRole('button', { name })).toBeEnabled();
    for (const name of ['Chat', 'View Profile'])
      expect(actions.getByRole('link', { name })).toBeInTheDocument();
    expect(actions.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  });

  it('keeps a future cancelled appointment under Scheduled, its status in red words, without actions', async () => {
    openAppointments([cancelled]);

    const cancelledBadge = within(await findCard('Dora Cancelled')).getByText('Cancelled').parentElement;
    expect(cancelledBadge?.getAttribute('style')).toContain(
      '--badge-color: var(--mantine-color-red-light-color)',
    );
    expect(within(card('Dora Cancelled')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Dora Cancelled')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('leads a chat-mode appointment with "Chat", a video one with "Join Call"', async () => {
    openAppointments([upcoming, { ...missed, dateTime: '2026-05-07T08:00:00.000Z' }]);

    const chatLeads = (patient: string) => {
      const chat = within(card(patient)).getByRole('link', { name: 'Chat' });
      const call = within(card(patient)).getByRole('button', { name: 'Join Call' });
      return Boolean(chat.compareDocumentPosition(call) & Node.DOCUMENT_POSITION_FOLLOWING);
    };
    await findCard('Bruno Late');
    expect(chatLeads('Bruno Late')).toBe(true);
    expect(chatLeads('Ada Patient')).toBe(false);
  });

  it('lists what began before now under Past, newest first; a past cancelled one with no actions', async () => {
    const cancelledEarlier = { ...cancelled, dateTime: '2026-04-20T10:00:00.000Z' };
    const { user } = openAppointments([done, upcoming, missed, cancelledEarlier]);

    await user.click(await screen.findByRole('tab', { name: 'Past' }));

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Bruno Late',
      'Carla Done',
      'Dora Cancelled',
    ]);
    expect(within(card('Dora Cancelled')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card('Carla Done')).getByText('Completed')).toBeInTheDocument();
    expect(within(card('Carla Done')).getByRole('button', { name: 'Prescription' })).toBeInTheDocument();
    expect(
      within(card('Bruno Late')).queryByRole('button', { name: 'Prescription' }),
    ).not.toBeInTheDocument();
    expect(within(card('Bruno Late')).getByRole('button', { name: 'View Details' })).toBeInTheDocument();
  });

  it('says "No appointments available" in an empty tab', async () => {
    const { user } = openAppointments([done]);

    expect(await screen.findByText('No appointments available')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await findCard('Carla Done')).toBeInTheDocument();
    expect(screen.queryByText('No appointments available')).not.toBeInTheDocument();
  });

  it('shows why the list could not be loaded and asks again', async () => {
    const { user, replies } = openAppointments([], {
      [LIST]: { status: 503, body: { status: 'error', message: 'Appointments are unavailable right now.' } },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Appointments are unavailable right now.');
    replies[LIST] = doctorAppointmentsReply([upcoming]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findCard('Ada Patient')).toBeInTheDocument();
  });

  it('opens the call of the appointment in a new window', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = openAppointments([upcoming]);

    await user.click(within(await findCard('Ada Patient')).getByRole('button', { name: 'Join Call' }));

    expect(open).toHaveBeenCalledWith('/user/video-call/a1', '_blank', 'noopener');
  });

  it('opens the patient’s record from "View Profile"', async () => {
    const { user } = openAppointments([upcoming], {
      'GET /dashboard/appointments/consulted-patients': consultedPatientsReply([aConsultedPatient()]),
      'GET /dashboard/appointments/notes': { status: 200, body: { status: 'success', notes: [] } },
    });

    await user.click(within(await findCard('Ada Patient')).getByRole('link', { name: 'View Profile' }));

    expect(await screen.findByRole('button', { name: 'Back to patients' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Patient' })).toBeInTheDocument();
  });

  it('links "Chat" to the doctor’s chats', async () => {
    openAppointments([upcoming]);

    expect(within(await findCard('Ada Patient')).getByRole('link', { name: 'Chat' })).toHaveAttribute(
      'href',
      '/dashboard/doctor/chats',
    );
  });
});

describe('cancelling an appointment', () => {
  it('asks first and does nothing when the doctor keeps it', async () => {
    const { user, fetchSpy } = openAppointments([upcoming]);

    await user.click(within(await findCard('Ada Patient')).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this appointment?' });
    expect(dialog).toHaveTextContent(
      'The appointment with Ada Patient on May 6, 2026 at 09:30 AM will be cancelled',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep appointment' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'PUT', '/dashboard/appointments/cancel')).toHaveLength(0);
    expect(card('Ada Patient')).toBeInTheDocument();
  });

  it('marks the card cancelled only once the server accepts; ahead of its time it stays under Scheduled', async () => {
    const { user, fetchSpy, replies } = openAppointments([upcoming], {
      'PUT /dashboard/appointments/cancel': appointmentReply({ ...upcoming, status: 'cancelled' }),
    });
    const answer = fetchSpy.getMockImplementation();
    if (!answer) throw new Error('mockFetch installs an implementation');
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fetchSpy.mockImplementation(async (input, init) => {
      if (input instanceof Request && input.method === 'PUT') await held;
      return answer(input, init);
    });

    await user.click(within(await findCard('Ada Patient')).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));

    const [request] = requestsTo(fetchSpy, 'PUT', '/dashboard/appointments/cancel');
    expect(queryParam(request, 'id')).toBe('a1');
    expect(card('Ada Patient')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel appointment' })).toBeDisabled();

    replies[LIST] = doctorAppointmentsReply([{ ...upcoming, status: 'cancelled' }]);
    release();

    expect(await within(card('Ada Patient')).findByText('Cancelled')).toBeInTheDocument();
    expect(within(card('Ada Patient')).queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('No appointments available')).toBeInTheDocument();
  });

  it('keeps the card and shows the server’s message in the dialog when the cancel is refused', async () => {
    const { user } = openAppointments([upcoming], {
      'PUT /dashboard/appointments/cancel': {
        status: 409,
        body: { status: 'error', message: 'Only a scheduled appointment can be cancelled.' },
      },
    });

    await user.click(within(await findCard('Ada Patient')).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel this appointment?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only a scheduled appointment can be cancelled.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel appointment' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Keep appointment' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card('Ada Patient')).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});

describe('starting and completing', () => {
  it('starts a scheduled appointment, then offers Complete', async () => {
    const started = { ...upcoming, status: 'in-progress' as const };
    const { user, fetchSpy, replies } = openAppointments([upcoming], {
      'PUT /dashboard/appointments/start': appointmentReply(started),
    });
    const start = within(await findCard('Ada Patient')).getByRole('button', { name: 'Start' });
    replies[LIST] = doctorAppointmentsReply([started]);
    await user.click(start);

    expect(await within(card('Ada Patient')).findByRole('button', { name: 'Complete' })).toBeInTheDocument();
    expect(within(card('Ada Patient')).getByText('In-progress')).toBeInTheDocument();
    expect(within(card('Ada Patient')).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'PUT', '/dashboard/appointments/start')).toHaveLength(1);
  });

  it('completes an appointment in progress; before its time it stays under Scheduled, without actions on the call', async () => {
    const running = { ...upcoming, status: 'in-progress' as const };
    const completed = { ...running, status: 'completed' as const };
    const { user, fetchSpy, replies } = openAppointments([running], {
      'PUT /dashboard/appointments/complete': appointmentReply(completed),
    });

    const complete = within(await findCard('Ada Patient')).getByRole('button', { name: 'Complete' });
    replies[LIST] = doctorAppointmentsReply([completed]);
    await user.click(complete);

    expect(await within(card('Ada Patient')).findByText('Completed')).toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'PUT', '/dashboard/appointments/complete')).toHaveLength(1);
    const actions = within(card('Ada Patient'));
    for (const name of ['Complete', 'Join Call', 'Cancel', 'Start']) {
      expect(actions.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(actions.getByRole('link', { name: 'View Profile' })).toBeInTheDocument();
  });
});

describe('past appointment dialogs', () => {
  it('shows the prescription’s medicines and instructions', async () => {
    const { user } = openAppointments([done]);
    await user.click(await screen.findByRole('tab', { name: 'Past' }));

    await user.click(within(await findCard('Carla Done')).getByRole('button', { name: 'Prescription' }));

    const dialog = screen.getByRole('dialog', { name: 'Prescription for Carla Done' });
    expect(within(dialog).getByRole('list', { name: 'Medicines' })).toHaveTextContent(
      'Amoxicillin · 500 mg · 7 days',
    );
    expect(dialog).toHaveTextContent('Take with food.');
    expect(within(dialog).getByRole('link', { name: 'Edit Prescription' })).toHaveAttribute(
      'href',
      '/dashboard/doctor/reports',
    );
  });

  it('reads the appointment with both parties for "View Details"', async () => {
    const { user, fetchSpy } = openAppointments([done], {
      'GET /dashboard/appointments/appointment': appointmentReply(done),
    });
    await user.click(await screen.findByRole('tab', { name: 'Past' }));

    await user.click(within(await findCard('Carla Done')).getByRole('button', { name: 'View Details' }));

    const dialog = screen.getByRole('dialog', { name: 'Appointment details' });
    expect(await within(dialog).findByText('Meredith Grey')).toBeInTheDocument();
    expect(factsOf(dialog)).toEqual([
      ['Patient', 'Carla Done'],
      ['Doctor', 'Meredith Grey'],
      ['Date', 'May 1, 2026'],
      ['Time', '02:00 PM'],
      ['Mode', 'Video call'],
      ['Reason', 'Chest pain when climbing stairs'],
      ['Status', 'Completed'],
    ]);
    expect(dialog).toHaveTextContent('Amoxicillin');
    const [request] = requestsTo(fetchSpy, 'GET', '/dashboard/appointments/appointment');
    expect(queryParam(request, 'id')).toBe('a3');
  });
});
