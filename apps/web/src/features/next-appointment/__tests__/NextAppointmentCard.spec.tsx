import { screen, within } from '@testing-library/react';

import {
  aDoctorAppointment,
  doctorAppointmentsReply,
  NOW,
} from '../../doctor-appointments/__tests__/doctorAppointments.fixtures';
import { renderDoctorPage } from '../../doctor-appointments/__tests__/renderDoctorPage';
import { anAppointment, ok, renderAsPatient, serveApi } from '../../user-appointments/__tests__/support';

beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(NOW));
afterEach(() => jest.restoreAllMocks());

const card = async () => within(await screen.findByRole('region', { name: 'Next appointment' }));

describe('the doctor’s Next appointment card', () => {
  it('shows the soonest upcoming appointment with its date, time, countdown and Join', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderDoctorPage('', {
      'GET /dashboard/appointments/doctor': doctorAppointmentsReply([
        aDoctorAppointment({ _id: 'past', dateTime: '2026-05-04T09:00:00.000Z', status: 'completed' }),
        aDoctorAppointment({ _id: 'next', dateTime: '2026-05-07T13:00:00.000Z' }),
        aDoctorAppointment({ _id: 'later', dateTime: '2026-05-20T09:00:00.000Z' }),
      ]),
    });

    const next = await card();
    expect(await next.findByText('in 2 days')).toBeInTheDocument();
    expect(next.getByText('Ada Patient')).toBeInTheDocument();
    expect(next.getByText(/May 7, 2026 at/)).toHaveAttribute('datetime', '2026-05-07T13:00:00.000Z');
    await user.click(next.getByRole('button', { name: 'Join' }));
    expect(open).toHaveBeenCalledWith('/user/video-call/next', '_blank', 'noopener');
  });

  it('offers Chat for a chat-mode appointment, counting down in hours', async () => {
    renderDoctorPage('', {
      'GET /dashboard/appointments/doctor': doctorAppointmentsReply([
        aDoctorAppointment({ dateTime: '2026-05-05T15:10:00.000Z', type: 'chat' }),
      ]),
    });

    const next = await card();
    expect(await next.findByText('in 3 hours')).toBeInTheDocument();
    expect(next.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/dashboard/doctor/chats');
    expect(next.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('says so when nothing is coming up', async () => {
    renderDoctorPage('', {
      'GET /dashboard/appointments/doctor': doctorAppointmentsReply([
        aDoctorAppointment({ dateTime: '2026-05-20T09:00:00.000Z', status: 'cancelled' }),
      ]),
    });

    expect(await (await card()).findByText('No upcoming appointments.')).toBeInTheDocument();
  });
});

describe('the patient’s Next appointment card', () => {
  it('shows the next appointment with Join to its video-call tab', async () => {
    serveApi({
      '/dashboard/appointments/user': ok({
        appointments: [anAppointment({ dateTime: '2026-05-06T12:00:00.000Z' })],
      }),
    });
    const { user } = renderAsPatient({ path: '/dashboard/user' });

    const next = await card();
    expect(await next.findByText('in 1 day')).toBeInTheDocument();
    expect(next.getByText('Dr Meredith Grey')).toBeInTheDocument();
    await user.click(next.getByRole('link', { name: 'Join' }));
    const address = await screen.findByRole('status', { name: 'Current address' });
    expect(address).toHaveTextContent('/dashboard/user/doctor-consultation?tab=video-call');
    expect(JSON.parse(address.getAttribute('data-state') ?? 'null')).toEqual({ id: 'a1', doctorId: 'd1' });
  });

  it('offers booking when there is none', async () => {
    serveApi({ '/dashboard/appointments/user': ok({ appointments: [] }) });
    renderAsPatient({ path: '/dashboard/user' });

    const next = await card();
    expect(await next.findByText('No upcoming appointments.')).toBeInTheDocument();
    expect(next.getByRole('link', { name: 'Book appointment' })).toHaveAttribute(
      'href',
      '/dashboard/user/doctor-consultation?tab=book-appointment',
    );
  });
});
