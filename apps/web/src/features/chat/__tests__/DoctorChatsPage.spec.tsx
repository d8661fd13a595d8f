import { CHAT_NOT_ALLOWED_MESSAGE } from '@vitalsync/contracts';
import { screen, within } from '@testing-library/react';

import { renderDoctorPage } from '../../doctor-appointments/__tests__/renderDoctorPage';

import { CONSULTED_PATIENTS, fakeChatSockets, ok, SUMMARIES, summariesOf, twoPatients } from './chatPage';

jest.mock('../chatSocket', () => ({ ...jest.requireActual('../chatSocket'), openChatSocket: jest.fn() }));

afterEach(() => jest.restoreAllMocks());

const patientList = async () => within(await screen.findByRole('list', { name: 'Your patients' }));

const withSummaries = {
  [CONSULTED_PATIENTS]: ok({ consultedPatients: twoPatients() }),
  [SUMMARIES]: summariesOf([
    { chatId: 'chat-2', counterpartId: 'u2', lastMessageAt: '2099-05-06T08:00:00.000Z', unread: 3 },
  ]),
};

describe('the doctor’s Chats page', () => {
  beforeEach(() => fakeChatSockets());

  it('lists the consulted patients, latest conversation first, with the last chat date and unread count', async () => {
    renderDoctorPage('chats', withSummaries);

    expect(await screen.findByRole('heading', { level: 1, name: 'Chats' })).toBeInTheDocument();
    const entries = (await patientList()).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByText(/^(Bruno|Ada)/).textContent)).toEqual([
      'Bruno Diaz',
      'Ada Patient',
    ]);
    const [bruno, ada] = entries.map((entry) => within(entry));
    expect(bruno?.getByText(/^Last message/)).toHaveTextContent('Last message May 6, 2099');
    expect(bruno?.getByText('3 unread messages')).toBeInTheDocument();
    expect(ada?.getByText('No messages yet')).toBeInTheDocument();
    expect(ada?.queryByText(/unread/)).not.toBeInTheDocument();
    expect(ada?.getByRole('button', { name: 'Chat' })).toHaveAccessibleDescription('Ada Patient');
  });

  it('"View Profile" opens the patient on the Patients page', async () => {
    const { user } = renderDoctorPage('chats', withSummaries);
    const ada = within((await patientList()).getAllByRole('listitem')[1] as HTMLElement);
    const link = ada.getByRole('link', { name: 'View Profile' });
    expect(link).toHaveAttribute('href', '/dashboard/doctor/patients');

    await user.click(link);
    expect(await screen.findByRole('button', { name: 'Back to patients' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ada Patient' })).toBeInTheDocument();
  });

  it('"Chat" opens the conversation; its back button returns to the list, on that "Chat" button', async () => {
    const { user } = renderDoctorPage('chats', withSummaries);
    const bruno = within((await patientList()).getAllByRole('listitem')[0] as HTMLElement);

    await user.click(bruno.getByRole('button', { name: 'Chat' }));
    expect(screen.getByRole('region', { name: 'Conversation with Bruno Diaz' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bruno Diaz' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to patients' }));
    const again = within((await patientList()).getAllByRole('listitem')[0] as HTMLElement);
    expect(again.getByRole('button', { name: 'Chat' })).toHaveFocus();
  });

  it('opens the patient given in navigation state (the Appointments page’s "Chat")', async () => {
    renderDoctorPage('chats', withSummaries, { userId: 'u1' });
    expect(await screen.findByRole('region', { name: 'Conversation with Ada Patient' })).toBeInTheDocument();
  });

  it('says so when the patient in navigation state is not one the doctor may chat with', async () => {
    renderDoctorPage('chats', withSummaries, { userId: 'stranger' });
    expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_NOT_ALLOWED_MESSAGE);
    expect(await patientList()).toBeDefined();
  });

  it('says "No consulted patients yet" with the way to appointments', async () => {
    renderDoctorPage('chats', {
      [CONSULTED_PATIENTS]: ok({ consultedPatients: [] }),
      [SUMMARIES]: summariesOf([]),
    });
    expect(await screen.findByText('No consulted patients yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View appointments' })).toHaveAttribute(
      'href',
      '/dashboard/doctor/appointments',
    );
  });

  it('shows the server’s message and a retry when the patients cannot be loaded', async () => {
    renderDoctorPage('chats', {
      [CONSULTED_PATIENTS]: {
        status: 503,
        body: { status: 'error', message: 'Appointments are unavailable.' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Appointments are unavailable.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the sidebar’s unread total', () => {
  beforeEach(() => fakeChatSockets());

  it('shows on the doctor’s "Chats" entry with a spoken label', async () => {
    renderDoctorPage('', withSummaries);
    const sidebar = within(await screen.findByRole('navigation', { name: 'Dashboard' }));
    expect(await sidebar.findByRole('link', { name: 'Chats 3 unread messages' })).toHaveAttribute(
      'href',
      '/dashboard/doctor/chats',
    );
  });
});
