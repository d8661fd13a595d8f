import { act, screen, within } from '@testing-library/react';
import { type AiGenerated, type UserProfile } from '@vitalsync/contracts';

import { type MockReply, mockFetch, requestsTo } from '../../../testing/mockFetch';
import { aPatientProfile } from '../../../testing/profiles';
import { readingMoment } from '../../health-trends/trendPoints';
import { ok, renderAsPatient } from '../../user-appointments/__tests__/support';
import { INSIGHTS_POLL_MS } from '../hooks/useHealthProfile';

jest.mock('../../health-trends/components/HealthTrendChart', () =>
  jest.requireActual('../../health-trends/__tests__/fakeHealthTrendChart'),
);

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const PAGE = '/dashboard/user/health-overview';

const INSIGHTS: AiGenerated = {
  health_summary: 'Your BMI of 22.9 is in the healthy range and your heart rate of 72 bpm is normal.',
  health_alert: { alert: 'No alerts at the moment.', emergency: false },
  lifestyle_tips: ['Walk 30 minutes a day.', 'Drink water through the day.'],
};

const patient = (health: Partial<UserProfile['health_info']>): UserProfile => {
  const base = aPatientProfile();
  return { ...base, health_info: { ...base.health_info, ...health } };
};

/** The API answering `GET /dashboard/profile` with whatever `replies.profile` holds at the time. */
const serveProfile = (profile: UserProfile) => {
  const replies: Record<string, MockReply> = { '/dashboard/profile': ok({ profile, role: 'user' }) };
  const spy = mockFetch(replies);
  return {
    spy,
    answer: (next: UserProfile) => (replies['/dashboard/profile'] = ok({ profile: next, role: 'user' })),
  };
};

const tile = (name: string) => screen.getByRole('region', { name });
const region = (name: string) => within(tile(name));

describe('the health overview', () => {
  it('shows the summary, the numbers with BMI 22.9 Healthy Weight, the steps bar, details, alert and tips', async () => {
    const profile = patient({
      height: 175,
      weight: 70,
      heartRate: 72,
      bloodGroup: 'A+',
      knownAllergies: 'Peanuts',
      existingMedicalConditions: 'Asthma',
      ai_generated: INSIGHTS,
    });
    serveProfile(profile);
    renderAsPatient({ path: PAGE, profile });

    expect(await screen.findByRole('heading', { level: 1, name: 'Health Overview' })).toBeInTheDocument();
    expect(document.title).toBe('Health Overview · VitalSync');
    expect(region('AI Health Summary').getByText(INSIGHTS.health_summary)).toBeInTheDocument();

    expect(tile('Height')).toHaveTextContent('175cm');
    expect(tile('Weight')).toHaveTextContent('70kg');
    expect(tile('BMI')).toHaveTextContent('22.9');
    expect(region('BMI').getByText('Healthy Weight')).toBeInTheDocument();
    expect(tile('Heart rate')).toHaveTextContent('72bpm');

    const steps = region('Steps Today').getByRole('progressbar', { name: 'Steps today' });
    expect(steps).toHaveAttribute('aria-valuenow', '5400');
    expect(steps).toHaveAttribute('aria-valuemax', '10000');
    expect(steps).toHaveAttribute('aria-valuetext', '5,400 of 10,000 steps');

    const details = region('Medical Details');
    expect(details.getByText('A+')).toBeInTheDocument();
    expect(details.getByText('Peanuts')).toBeInTheDocument();
    expect(details.getByText('Asthma')).toBeInTheDocument();

    const alerts = region('Alerts and Reminders');
    expect(alerts.getByText('No alerts at the moment.')).toBeInTheDocument();
    expect(alerts.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(alerts.getByRole('list', { name: 'Reminders' })).getAllByRole('listitem')).toHaveLength(4);

    expect(
      within(region('Lifestyle Tips').getByRole('list', { name: 'Lifestyle tips' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(INSIGHTS.lifestyle_tips);
  });

  it('puts an emergency alert first, in red, announced at once, and marks the heart rate', async () => {
    const profile = patient({
      heartRate: 150,
      ai_generated: {
        ...INSIGHTS,
        health_alert: { alert: 'Heart rate of 150 bpm: seek urgent care now.', emergency: true },
      },
    });
    serveProfile(profile);
    renderAsPatient({ path: PAGE, profile });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Emergency');
    expect(alert).toHaveTextContent('Heart rate of 150 bpm: seek urgent care now.');
    // Above the summary, and not repeated in the alerts card.
    expect(alert.compareDocumentPosition(tile('AI Health Summary'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(region('Alerts and Reminders').queryByText(/seek urgent care/)).not.toBeInTheDocument();
    expect(region('Heart rate').getByText('Emergency range')).toBeInTheDocument();
  });

  it('says the summary is being prepared after a save, asks again, and shows it once stored', async () => {
    jest.useFakeTimers();
    const saved = patient({ height: 175, weight: 70, ai_generated: null });
    const { spy, answer } = serveProfile(saved);
    renderAsPatient({ path: PAGE, profile: saved, fakeTimers: true });

    const summary = await screen.findByRole('region', { name: 'AI Health Summary' });
    expect(await within(summary).findByText(/being prepared/)).toBeInTheDocument();
    expect(
      region('Lifestyle Tips').getByText('Tips appear here with your health summary.'),
    ).toBeInTheDocument();

    answer({ ...saved, health_info: { ...saved.health_info, ai_generated: INSIGHTS } });
    const asked = requestsTo(spy, 'GET', '/dashboard/profile').length;
    await act(() => jest.advanceTimersByTimeAsync(INSIGHTS_POLL_MS));

    expect(await within(summary).findByText(INSIGHTS.health_summary)).toBeInTheDocument();
    expect(requestsTo(spy, 'GET', '/dashboard/profile').length).toBeGreaterThan(asked);

    // Once the insights are there it stops asking.
    const settled = requestsTo(spy, 'GET', '/dashboard/profile').length;
    await act(() => jest.advanceTimersByTimeAsync(INSIGHTS_POLL_MS * 3));
    expect(requestsTo(spy, 'GET', '/dashboard/profile')).toHaveLength(settled);
  });

  it('asks for measurements when there are none, and explains the empty charts', async () => {
    const profile = patient({ height: null, weight: null, heartRate: null, ai_generated: null });
    serveProfile(profile);
    renderAsPatient({ path: PAGE, profile });

    const summary = await screen.findByRole('region', { name: 'AI Health Summary' });
    expect(
      within(summary).getByText(
        'Add your height, weight and heart rate to your profile to get a health summary.',
      ),
    ).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Update profile' })).toHaveAttribute(
      'href',
      '/dashboard/user/profile',
    );
    expect(tile('BMI')).toHaveTextContent('Not recorded');
    expect(region('Weight Progress').getByText(/No weight readings yet/)).toBeInTheDocument();
    expect(region('Heart Rate History').getByText(/No heart rate readings yet/)).toBeInTheDocument();
  });

  it('draws every weight and heart-rate reading, listed for screen readers too', async () => {
    const profile = patient({
      ai_generated: INSIGHTS,
      weightHistory: [
        { weight: 72, month: '2026-09', date: '2026-09-03T08:00:00.000Z' },
        { weight: 71, month: '2026-10', date: '2026-10-03T08:00:00.000Z' },
        { weight: 70, month: '2026-10', date: '2026-10-20T08:00:00.000Z' },
      ],
      heartRateHistory: [{ heartRate: 74, month: '2026-10', date: '2026-10-03T08:00:00.000Z' }],
    });
    serveProfile(profile);
    renderAsPatient({ path: PAGE, profile });

    const weight = await screen.findByRole('region', { name: 'Weight Progress' });
    expect(
      within(weight)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      ['2026-09-03T08:00:00.000Z', '2026-10-03T08:00:00.000Z', '2026-10-20T08:00:00.000Z'].map(
        (date, index) => `${readingMoment(Date.parse(date))}: ${72 - index} kg`,
      ),
    );
    expect(region('Heart Rate History').getByRole('listitem')).toHaveTextContent(
      `${readingMoment(Date.parse('2026-10-03T08:00:00.000Z'))}: 74 bpm`,
    );
    expect(
      await within(weight).findByRole('figure', { name: 'Weight chart', hidden: true }),
    ).toHaveTextContent('72 71 70');
  });
});
