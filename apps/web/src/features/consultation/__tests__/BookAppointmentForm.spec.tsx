import { screen, waitFor, within } from '@testing-library/react';
import {
  BOOKING_FIELDS_REQUIRED_MESSAGE,
  BOOKING_SUCCESS_MESSAGE,
  SLOT_TAKEN_MESSAGE,
} from '@vitalsync/contracts';

import { deferredReply, queryParam, requestsTo } from '../../../testing/mockFetch';
import { formatAppointmentTime } from '../../appointments/appointmentTime';
import { ok, refused, renderAsPatient, serveApi } from '../../user-appointments/__tests__/support';

import { aDoctorWithHours, anAvailableDoctor } from './fixtures';

afterEach(() => jest.restoreAllMocks());

const BOOK = 'POST /dashboard/appointments/book';
const SLOTS = '/dashboard/appointments/slots';
const DOCTORS = {
  '/dashboard/appointments/available-doctors': ok({ doctors: [anAvailableDoctor(), aDoctorWithHours()] }),
};

const openBooking = (replies: Parameters<typeof serveApi>[0] = {}, state?: unknown) => {
  const fetchSpy = serveApi({ ...DOCTORS, ...replies });
  const view = renderAsPatient({ path: '/dashboard/user/doctor-consultation?tab=book-appointment', state });
  return { ...view, fetchSpy };
};

const form = () => within(screen.getByRole('form', { name: 'Book an appointment' }));
const chooseDoctor = async (user: ReturnType<typeof openBooking>['user'], name: RegExp) => {
  const select = form().getByRole('combobox', { name: /Doctor/ });
  await waitFor(() => expect(select).toBeEnabled());
  await user.selectOptions(select, form().getByRole('option', { name }));
};
const setDate = async (user: ReturnType<typeof openBooking>['user'], date: string) => {
  const field = form().getByLabelText(/^Date/);
  await user.clear(field);
  await user.type(field, date);
};

/** The slots server: free times only on the days listed, every other day full. */
const answerSlotsByDay = (
  fetchSpy: ReturnType<typeof openBooking>['fetchSpy'],
  free: Record<string, string[]>,
) => {
  const others = fetchSpy.getMockImplementation();
  fetchSpy.mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname !== `/api${SLOTS}`) return others ? others(input, init) : Response.error();
    const slots = free[url.searchParams.get('date') ?? ''] ?? [];
    return Response.json({ status: 'success', hoursSet: true, slots });
  });
};

const bodyOf = async (fetchSpy: ReturnType<typeof openBooking>['fetchSpy']) => {
  const [request] = requestsTo(fetchSpy, 'POST', '/dashboard/appointments/book');
  return (await request?.clone().json()) as unknown;
};

describe('booking an appointment', () => {
  it('lists the doctors as "Dr name — speciality, years" and says a doctor without weekly hours takes any time', async () => {
    const { user } = openBooking();

    await chooseDoctor(user, /Meredith Grey/);

    expect(
      form().getByRole('option', { name: 'Dr Meredith Grey — General Surgery, 15 years' }),
    ).toBeInTheDocument();
    expect(
      form().getByRole('option', { name: 'Dr Derek Shepherd — Neurosurgery, 12 years' }),
    ).toBeInTheDocument();
    expect(form().getByRole('combobox', { name: /Doctor/ })).toHaveAccessibleDescription(
      'No weekly hours set: ask for any future time. Doctor’s note: Mon–Fri 09:00–17:00',
    );
  });

  it('says "Please fill in all the fields." and sends nothing without a doctor, date or time', async () => {
    const { user, fetchSpy } = openBooking();
    await waitFor(() => expect(form().getByRole('combobox', { name: /Doctor/ })).toBeEnabled());

    await user.click(form().getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_FIELDS_REQUIRED_MESSAGE);

    await chooseDoctor(user, /Meredith Grey/);
    await setDate(user, '2099-05-05');
    await user.click(form().getByRole('button', { name: 'Book Appointment' }));
    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_FIELDS_REQUIRED_MESSAGE);
    expect(requestsTo(fetchSpy, 'POST', '/dashboard/appointments/book')).toHaveLength(0);
  });

  it('sends type "video" until a type is picked and the local date and time as ISO UTC, then toasts and resets', async () => {
    const booked = deferredReply();
    const { user, fetchSpy } = openBooking({ [BOOK]: booked.promise });

    await chooseDoctor(user, /Meredith Grey/);
    await setDate(user, '2099-05-05');
    await user.type(form().getByLabelText(/^Time/), '09:30');
    await user.type(form().getByLabelText('Reason'), '  Recurring headaches ');
    expect(form().getByRole('radio', { name: 'Video call' })).toBeChecked();
    expect(form().getByText('22/500 characters')).toBeInTheDocument();
    await user.click(form().getByRole('button', { name: 'Book Appointment' }));

    const pending = await form().findByRole('button', { name: 'Booking...' });
    expect(pending).toBeDisabled();
    expect(await bodyOf(fetchSpy)).toEqual({
      doctorId: 'd1',
      dateTime: '2099-05-05T09:30:00.000Z',
      type: 'video',
      reason: 'Recurring headaches',
    });

    booked.send(ok({ message: BOOKING_SUCCESS_MESSAGE }));

    expect(await screen.findByText(BOOKING_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(form().getByRole('button', { name: 'Book Appointment' })).toBeEnabled();
    expect(form().getByLabelText(/^Date/)).toHaveValue('');
    expect(form().getByLabelText(/^Time/)).toHaveValue('');
    expect(form().getByLabelText('Reason')).toHaveValue('');
    expect(form().getByRole('combobox', { name: /Doctor/ })).toHaveValue('d1');
  });

  it('sends the type the patient picked', async () => {
    const { user, fetchSpy } = openBooking({ [BOOK]: ok({ message: BOOKING_SUCCESS_MESSAGE }) });

    await chooseDoctor(user, /Meredith Grey/);
    await setDate(user, '2099-05-05');
    await user.type(form().getByLabelText(/^Time/), '14:00');
    await user.click(form().getByRole('radio', { name: 'Chat' }));
    await user.click(form().getByRole('button', { name: 'Book Appointment' }));

    await screen.findByText(BOOKING_SUCCESS_MESSAGE);
    expect(await bodyOf(fetchSpy)).toEqual({
      doctorId: 'd1',
      dateTime: '2099-05-05T14:00:00.000Z',
      type: 'chat',
    });
  });

  it('offers the free slots of the day when the doctor has weekly hours, and books the one chosen', async () => {
    const slots = ['2099-05-05T09:00:00.000Z', '2099-05-05T10:30:00.000Z'];
    const { user, fetchSpy } = openBooking({
      [SLOTS]: ok({ hoursSet: true, slots }),
      [BOOK]: ok({ message: BOOKING_SUCCESS_MESSAGE }),
    });

    await chooseDoctor(user, /Derek Shepherd/);
    expect(form().queryByLabelText(/^Time/, { selector: 'input[type="time"]' })).not.toBeInTheDocument();
    expect(form().getByText('Choose a date to see the free times.')).toBeInTheDocument();
    await setDate(user, '2099-05-05');

    const times = within(form().getByRole('group', { name: 'Time' }));
    await user.click(await times.findByRole('radio', { name: formatAppointmentTime(slots[1] ?? '') }));
    const [slotRequest] = requestsTo(fetchSpy, 'GET', SLOTS);
    expect(Object.fromEntries(new URL(slotRequest?.url ?? '').searchParams)).toEqual({
      doctorId: 'd2',
      date: '2099-05-05',
      timeZone: 'UTC',
    });
    await user.click(form().getByRole('button', { name: 'Book Appointment' }));

    await screen.findByText(BOOKING_SUCCESS_MESSAGE);
    expect(await bodyOf(fetchSpy)).toEqual({ doctorId: 'd2', dateTime: slots[1], type: 'video' });
  });

  it('says so when the doctor has no free time that day', async () => {
    const { user } = openBooking({ [SLOTS]: ok({ hoursSet: true, slots: [] }) });

    await chooseDoctor(user, /Derek Shepherd/);
    await setDate(user, '2099-05-05');

    expect(await form().findByText('No free times on this day.')).toBeInTheDocument();
  });

  it('offers the next day with a free slot when the chosen day is full, and picks it on a press', async () => {
    const free = '2099-05-12T09:00:00.000Z';
    const { user, fetchSpy } = openBooking({ [BOOK]: ok({ message: BOOKING_SUCCESS_MESSAGE }) });
    answerSlotsByDay(fetchSpy, { '2099-05-12': [free] });

    await chooseDoctor(user, /Derek Shepherd/);
    await setDate(user, '2099-05-05');

    expect(await form().findByText('No free times on this day.')).toBeInTheDocument();
    const offer = await form().findByRole('button', { name: 'Next free day: Tuesday, May 12' });
    const asked = requestsTo(fetchSpy, 'GET', SLOTS).map((request) => queryParam(request, 'date'));
    expect(asked).toEqual([
      '2099-05-05',
      '2099-05-06',
      '2099-05-07',
      '2099-05-08',
      '2099-05-09',
      '2099-05-10',
      '2099-05-11',
      '2099-05-12',
    ]);

    await user.click(offer);

    expect(form().getByLabelText(/^Date/)).toHaveValue('2099-05-12');
    const times = within(form().getByRole('group', { name: 'Time' }));
    await user.click(await times.findByRole('radio', { name: formatAppointmentTime(free) }));
    await user.click(form().getByRole('button', { name: 'Book Appointment' }));
    await screen.findByText(BOOKING_SUCCESS_MESSAGE);
    expect(await bodyOf(fetchSpy)).toEqual({ doctorId: 'd2', dateTime: free, type: 'video' });
  });

  it('says so when no day of the next four weeks has a free slot', async () => {
    const { user, fetchSpy } = openBooking();
    answerSlotsByDay(fetchSpy, {});

    await chooseDoctor(user, /Derek Shepherd/);
    await setDate(user, '2099-05-05');

    expect(await form().findByText('No free times in the next 28 days either.')).toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'GET', SLOTS)).toHaveLength(29);
    expect(form().queryByRole('button', { name: /Next free day/ })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal, such as a slot already taken, and keeps what was entered', async () => {
    const { user } = openBooking({ [BOOK]: refused(409, SLOT_TAKEN_MESSAGE) });

    await chooseDoctor(user, /Meredith Grey/);
    await setDate(user, '2099-05-05');
    await user.type(form().getByLabelText(/^Time/), '09:30');
    await user.click(form().getByRole('button', { name: 'Book Appointment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(SLOT_TAKEN_MESSAGE);
    expect(form().getByLabelText(/^Time/)).toHaveValue('09:30');
  });

  it('preselects the doctor carried in the navigation state', async () => {
    openBooking({}, { doctorId: 'd2' });

    await waitFor(() => expect(form().getByRole('combobox', { name: /Doctor/ })).toHaveValue('d2'));
    expect(form().getByRole('combobox', { name: /Doctor/ })).toHaveAccessibleDescription(
      'Weekly hours: Tue 09:00–11:00 (UTC). Doctor’s note: Tuesdays',
    );
  });
});
