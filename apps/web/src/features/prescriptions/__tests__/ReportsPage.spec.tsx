import { fireEvent, screen, within } from '@testing-library/react';
import { type DoctorAppointment } from '@vitalsync/contracts';

import { queryParam, requestsTo } from '../../../testing/mockFetch';
import {
  aDoctorAppointment,
  appointmentReply,
  doctorAppointmentsReply,
} from '../../doctor-appointments/__tests__/doctorAppointments.fixtures';
import { renderDoctorPage } from '../../doctor-appointments/__tests__/renderDoctorPage';

afterEach(() => jest.restoreAllMocks());

const LIST = 'GET /dashboard/appointments/doctor';
const SAVE = 'PUT /dashboard/appointments/prescription';

const running = aDoctorAppointment({
  _id: 'a1',
  status: 'in-progress',
  dateTime: '2026-05-05T09:30:00.000Z',
});
const done = aDoctorAppointment({
  _id: 'a2',
  status: 'completed',
  dateTime: '2026-04-20T14:00:00.000Z',
  user: { fullName: 'Bruno Critical', userId: 'u2' },
  prescription: {
    medicines: [
      { name: 'Bisoprolol', dosage: '2.5 mg daily', duration: '30 days' },
      { name: 'Apixaban', dosage: '5 mg twice a day', duration: '30 days' },
    ],
    instructions: 'Avoid alcohol.',
  },
});
const upcoming = aDoctorAppointment({
  _id: 'a3',
  status: 'scheduled',
  user: { fullName: 'Carla Later', userId: 'u3' },
});

const openReports = (appointments: DoctorAppointment[], state?: unknown, replies = {}) =>
  renderDoctorPage('reports', { [LIST]: doctorAppointmentsReply(appointments), ...replies }, state);

const medicine = (index: number) => within(screen.getByRole('group', { name: `Medicine ${index}` }));

describe('reports tab', () => {
  it('opens on the Reports tab, whose search and "Add Report" work (features/reports has the details)', async () => {
    openReports([], undefined, {
      'GET /dashboard/reports': { status: 200, body: { status: 'success', reports: [] } },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No reports yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Report' })).toBeEnabled();
    expect(screen.getByRole('searchbox', { name: 'Search reports' })).toBeEnabled();
  });
});

describe('prescriptions tab', () => {
  it('offers the appointments in progress or completed, newest first, as "Patient — date time"', async () => {
    const { user } = openReports([done, upcoming, running]);

    await user.click(await screen.findByRole('tab', { name: 'Prescriptions' }));

    const select = await screen.findByRole('combobox', { name: /Appointment/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select an appointment…',
      'Ada Patient — May 5, 2026 09:30 AM',
      'Bruno Critical — Apr 20, 2026 02:00 PM',
    ]);
  });

  it('adds and removes medicine rows and saves the trimmed prescription', async () => {
    const { user, fetchSpy } = openReports([running], undefined, {
      [SAVE]: appointmentReply({
        ...running,
        prescription: {
          medicines: [{ name: 'Salbutamol', dosage: '2 puffs', duration: '14 days' }],
          instructions: 'Use when breathless.',
        },
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Prescriptions' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: /Appointment/ }), 'a1');

    expect(medicine(1).getByRole('button', { name: 'Remove medicine 1' })).toBeDisabled();
    await user.type(medicine(1).getByRole('textbox', { name: /Medicine Name/ }), ' Salbutamol ');
    await user.type(medicine(1).getByRole('textbox', { name: 'Dosage' }), '2 puffs');
    await user.type(medicine(1).getByRole('textbox', { name: 'Duration' }), '14 days');
    await user.click(screen.getByRole('button', { name: 'Add Medicine' }));
    await user.type(medicine(2).getByRole('textbox', { name: /Medicine Name/ }), 'Placeholder');
    await user.click(medicine(2).getByRole('button', { name: 'Remove medicine 2' }));
    expect(screen.queryByRole('group', { name: 'Medicine 2' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Special Instructions' }), 'Use when breathless.');
    await user.click(screen.getByRole('button', { name: 'Save Prescription' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Prescription saved.');
    const [request] = requestsTo(fetchSpy, 'PUT', '/dashboard/appointments/prescription');
    expect(queryParam(request, 'id')).toBe('a1');
    expect(await request?.json()).toEqual({
      medicines: [{ name: 'Salbutamol', dosage: '2 puffs', duration: '14 days' }],
      instructions: 'Use when breathless.',
    });
  });

  it('opens on the appointment passed in navigation state, prefilled with its prescription', async () => {
    openReports([running, done], { appointmentId: 'a2' });

    expect(await screen.findByRole('tab', { name: 'Prescriptions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('combobox', { name: /Appointment/ })).toHaveValue('a2');
    expect(medicine(1).getByRole('textbox', { name: /Medicine Name/ })).toHaveValue('Bisoprolol');
    expect(medicine(2).getByRole('textbox', { name: 'Dosage' })).toHaveValue('5 mg twice a day');
    expect(screen.getByRole('textbox', { name: 'Special Instructions' })).toHaveValue('Avoid alcohol.');
  });

  it('loads the chosen appointment’s prescription, or one empty row', async () => {
    const { user } = openReports([running, done], { appointmentId: 'a2' });

    await user.selectOptions(await screen.findByRole('combobox', { name: /Appointment/ }), 'a1');

    expect(screen.getAllByRole('group', { name: /^Medicine/ })).toHaveLength(1);
    expect(medicine(1).getByRole('textbox', { name: /Medicine Name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Special Instructions' })).toHaveValue('');
  });

  it('asks for an appointment and a medicine name before sending', async () => {
    const { user, fetchSpy } = openReports([running]);
    await user.click(await screen.findByRole('tab', { name: 'Prescriptions' }));

    await user.click(await screen.findByRole('button', { name: 'Save Prescription' }));

    expect(await screen.findByText('Please choose an appointment.')).toBeInTheDocument();
    expect(screen.getByText('Medicine Name is required')).toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'PUT', '/dashboard/appointments/prescription')).toHaveLength(0);
  });

  it('shows the server’s refusal', async () => {
    const { user } = openReports(
      [running],
      { appointmentId: 'a1' },
      {
        [SAVE]: {
          status: 409,
          body: {
            status: 'error',
            message: 'A prescription can only be written once the appointment has started.',
          },
        },
      },
    );

    await screen.findByRole('group', { name: 'Medicine 1' });
    fireEvent.change(medicine(1).getByRole('textbox', { name: /Medicine Name/ }), {
      target: { value: 'Ibuprofen' },
    });
    await user.click(screen.getByRole('button', { name: 'Save Prescription' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A prescription can only be written once the appointment has started.',
    );
  });

  it('explains when no appointment can have a prescription yet', async () => {
    const { user } = openReports([upcoming]);

    await user.click(await screen.findByRole('tab', { name: 'Prescriptions' }));

    expect(await screen.findByText('No appointments to prescribe for yet.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Prescription' })).not.toBeInTheDocument();
  });
});
