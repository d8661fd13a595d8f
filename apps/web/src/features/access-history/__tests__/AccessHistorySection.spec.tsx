import { screen, within } from '@testing-library/react';
import { type AccessHistoryEvent, type AccessHistoryResponse } from '@vitalsync/contracts';

import {
  deferredReply,
  mockFetch,
  type MockReplies,
  type MockReply,
  queryParam,
  requestsTo,
} from '../../../testing/mockFetch';
import { aDoctorProfile, aPatientProfile } from '../../../testing/profiles';
import { loggedInAs, renderApp } from '../../../testing/renderApp';

afterEach(() => jest.restoreAllMocks());

const HISTORY = 'GET /dashboard/access-history';

const line = (overrides: Partial<AccessHistoryEvent> = {}): AccessHistoryEvent => ({
  at: '2026-11-26T10:42:00.000Z',
  actor: { role: 'doctor', name: 'Maria Okafor' },
  action: 'patient.viewed',
  what: 'viewed your health record',
  count: 1,
  ...overrides,
});

const page = (events: AccessHistoryEvent[], nextCursor: string | null = null) => ({
  status: 200,
  body: { status: 'success', events, nextCursor } satisfies AccessHistoryResponse,
});

const openProfile = (history: MockReply | Promise<MockReply>, role: 'user' | 'doctor' = 'user') => {
  const profile = role === 'user' ? aPatientProfile() : aDoctorProfile();
  // Read on every call: a test changes what the server answers next.
  const replies: MockReplies = {
    'GET /dashboard/profile': { status: 200, body: { status: 'success', profile, role } },
    [HISTORY]: history,
  };
  const fetchSpy = mockFetch(replies);
  const view = renderApp({ route: `/dashboard/${role}/profile`, session: loggedInAs(role, profile) });
  return { ...view, fetchSpy, replies };
};

const historySection = async () => within(await screen.findByRole('region', { name: 'Access history' }));

describe('the patient’s access history on Profile', () => {
  it('shows who did what and when, in a table, with the patient’s own sign-ins and where they came from', async () => {
    openProfile(
      page([
        line(),
        line({
          at: '2026-11-25T08:00:00.000Z',
          actor: { role: 'user', name: 'Ada Patient' },
          action: 'login.succeeded',
          what: 'signed in',
          from: { address: '203.0.113.5', browser: 'Firefox on Linux' },
        }),
      ]),
    );

    const table = within((await historySection()).getByRole('table', { name: 'Access history' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Dr Maria Okafor viewed your health record26 Nov 2026, 10:42',
      'You signed inFrom 203.0.113.5 · Firefox on Linux25 Nov 2026, 08:00',
    ]);
    expect(table.getByText('26 Nov 2026, 10:42')).toHaveAttribute('datetime', '2026-11-26T10:42:00.000Z');
  });

  it('says so when nobody has opened the record yet', async () => {
    openProfile(page([]));
    expect(
      await (await historySection()).findByText('Nobody has opened your record yet.'),
    ).toBeInTheDocument();
  });

  it('shows that it is loading, then the lines', async () => {
    const reply = deferredReply();
    openProfile(reply.promise);
    expect(await screen.findByRole('status', { name: 'Loading your access history' })).toBeInTheDocument();
    reply.send(page([line()]));
    expect(await screen.findByText('Dr Maria Okafor viewed your health record')).toBeInTheDocument();
  });

  it('says why it failed, in the server’s words, and asks again on "Try again"', async () => {
    const { user, replies } = openProfile({
      status: 503,
      body: { status: 'error', message: 'The service is away.' },
    });
    const section = await historySection();
    expect(await section.findByText('The service is away.')).toBeInTheDocument();
    replies[HISTORY] = page([line()]);
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByText('Dr Maria Okafor viewed your health record')).toBeInTheDocument();
  });

  it('loads the next page with the server’s cursor on "Load more"', async () => {
    const { user, fetchSpy, replies } = openProfile(page([line()], 'next-page-cursor'));
    const section = await historySection();
    await section.findByText('Dr Maria Okafor viewed your health record');
    replies[HISTORY] = page([
      line({
        at: '2026-11-20T09:00:00.000Z',
        action: 'prescription.written',
        what: 'wrote a prescription for you',
      }),
    ]);
    await user.click(section.getByRole('button', { name: 'Load more' }));
    expect(await section.findByText('Dr Maria Okafor wrote a prescription for you')).toBeInTheDocument();
    expect(section.getByText('Dr Maria Okafor viewed your health record')).toBeInTheDocument();
    const asked = requestsTo(fetchSpy, 'GET', '/dashboard/access-history');
    expect(queryParam(asked.at(-1), 'cursor')).toBe('next-page-cursor');
    expect(section.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('is not shown to doctors', async () => {
    const { fetchSpy } = openProfile(page([line()]), 'doctor');
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Access history' })).not.toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'GET', '/dashboard/access-history')).toEqual([]);
  });
});
