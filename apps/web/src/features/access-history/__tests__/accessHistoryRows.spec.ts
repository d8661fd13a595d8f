import { type AccessHistoryEvent } from '@vitalsync/contracts';

import { accessHistoryRows, formatAccessMoment } from '../accessHistoryRows';

const viewed: AccessHistoryEvent = {
  at: '2026-11-26T10:42:00.000Z',
  actor: { role: 'doctor', name: 'Maria Okafor' },
  action: 'patient.viewed',
  what: 'viewed your health record',
  count: 1,
};

describe('accessHistoryRows', () => {
  it('reads as a sentence and a time', () => {
    expect(accessHistoryRows([{ events: [viewed] }])).toEqual([
      {
        key: expect.any(String),
        line: 'Dr Maria Okafor viewed your health record',
        at: viewed.at,
        when: '26 Nov 2026, 10:42',
        origin: null,
        warning: false,
      },
    ]);
  });

  it('says where the patient’s own sign-ins came from, and flags a failed one', () => {
    const [signIn, failed] = accessHistoryRows([
      {
        events: [
          {
            ...viewed,
            actor: { role: 'user', name: 'Ada' },
            action: 'login.succeeded',
            what: 'signed in',
            from: { address: '203.0.113.5', browser: 'Firefox on Linux' },
          },
          {
            ...viewed,
            actor: { role: 'user', name: 'Ada' },
            action: 'login.failed',
            what: 'tried to sign in to your account with a wrong password',
            from: { address: null, browser: null },
          },
        ],
      },
    ]);
    expect(signIn).toMatchObject({ line: 'You signed in', origin: 'From 203.0.113.5 · Firefox on Linux' });
    expect(failed).toMatchObject({
      line: 'Someone tried to sign in to your account with a wrong password',
      origin: null,
      warning: true,
    });
  });

  it('shows a line held by two pages once', () => {
    expect(accessHistoryRows([{ events: [viewed] }, { events: [viewed] }])).toHaveLength(1);
  });

  it('formats a moment day first', () => {
    expect(formatAccessMoment('2026-01-05T08:03:00.000Z')).toBe('5 Jan 2026, 08:03');
  });
});
