import { act, screen } from '@testing-library/react';

import {
  deferredReply,
  type MockReplies,
  type MockReply,
  mockFetch,
  queryParam,
  requestsTo,
} from '../../../testing/mockFetch';
import { aPatientProfile } from '../../../testing/profiles';
import { ok, refused, renderAsPatient } from '../../user-appointments/__tests__/support';
import { WATER_SAVE_DELAY_MS } from '../hooks/useWaterIntake';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const PAGE = '/dashboard/user/lifestyle-tracker';
const WATER = '/dashboard/lifestyle/water';
const TODAY = '2026-11-23';

const water = (litres: number): MockReply => ok({ day: TODAY, litres });

const openTracker = (replies: Record<string, MockReply | Promise<MockReply>>) => {
  jest.useFakeTimers({ now: new Date(`${TODAY}T09:30:00`) });
  const profile = aPatientProfile();
  const served: MockReplies = { '/dashboard/profile': ok({ profile, role: 'user' }), ...replies };
  const spy = mockFetch(served);
  const view = renderAsPatient({ path: PAGE, profile, fakeTimers: true });
  return { ...view, spy, replies: served };
};

const add = () => screen.getByRole('button', { name: 'Add a quarter litre' });
const remove = () => screen.getByRole('button', { name: 'Remove a quarter litre' });
const slider = () => screen.getByRole('slider', { name: 'Water intake today, in litres' });
/** The amount the tracker shows (the slider carries it as its value text). */
const amount = () => slider().getAttribute('aria-valuetext');
const loaded = () => screen.findByRole('slider', { name: 'Water intake today, in litres' });
const puts = async (spy: ReturnType<typeof mockFetch>) =>
  Promise.all(requestsTo(spy, 'PUT', WATER).map((request) => request.clone().json()));
const waitOutDelay = () => act(() => jest.advanceTimersByTimeAsync(WATER_SAVE_DELAY_MS));

describe('the lifestyle tracker', () => {
  it('shows today’s stored water intake and saves a run of changes as one, debounced', async () => {
    const { user, spy } = openTracker({ [`GET ${WATER}`]: water(5), [`PUT ${WATER}`]: water(5.75) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lifestyle Tracker' })).toBeInTheDocument();
    await loaded();
    expect(amount()).toBe('5 L');
    expect(screen.getByText('of 10 L').parentElement).toHaveTextContent('5 Lof 10 L');
    expect(queryParam(requestsTo(spy, 'GET', WATER)[0], 'day')).toBe(TODAY);

    await user.click(add());
    await user.click(add());
    await user.click(add());
    expect(amount()).toBe('5.75 L');
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    expect(await puts(spy)).toEqual([]);

    await waitOutDelay();
    expect(await puts(spy)).toEqual([{ day: TODAY, litres: 5.75 }]);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('sends the latest value after a save that was on its way, so no change is lost', async () => {
    const first = deferredReply();
    const { user, spy, replies } = openTracker({
      [`GET ${WATER}`]: water(1),
      [`PUT ${WATER}`]: first.promise,
    });
    await loaded();
    expect(amount()).toBe('1 L');

    await user.click(add());
    await waitOutDelay();
    replies[`PUT ${WATER}`] = water(1.75);
    await user.click(add());
    await user.click(add());
    await waitOutDelay();
    // One save at a time: the second waits for the first.
    expect(await puts(spy)).toEqual([{ day: TODAY, litres: 1.25 }]);

    await act(async () => first.send(water(1.25)));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(await puts(spy)).toEqual([
      { day: TODAY, litres: 1.25 },
      { day: TODAY, litres: 1.75 },
    ]);
    expect(amount()).toBe('1.75 L');
  });

  it('keeps the value shown after a failed save and sends it again on "Try again"', async () => {
    const { user, spy, replies } = openTracker({
      [`GET ${WATER}`]: water(0),
      [`PUT ${WATER}`]: refused(503, 'The service is unavailable.'),
    });
    await loaded();
    expect(amount()).toBe('0 L');
    expect(remove()).toBeDisabled();

    await user.click(add());
    await waitOutDelay();
    expect(await screen.findByText('Not saved. The service is unavailable.')).toBeInTheDocument();
    expect(amount()).toBe('0.25 L');

    replies[`PUT ${WATER}`] = water(0.25);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(await puts(spy)).toEqual([
      { day: TODAY, litres: 0.25 },
      { day: TODAY, litres: 0.25 },
    ]);
  });

  it('moves by a quarter litre from the keyboard on the slider, up to 10 litres', async () => {
    const { user, spy } = openTracker({ [`GET ${WATER}`]: water(9.75), [`PUT ${WATER}`]: water(10) });
    await loaded();
    expect(amount()).toBe('9.75 L');

    act(() => slider().focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(amount()).toBe('10 L');
    expect(add()).toBeDisabled();
    await waitOutDelay();
    expect(await puts(spy)).toEqual([{ day: TODAY, litres: 10 }]);
  });

  it('sends a change still waiting when the patient leaves the page', async () => {
    const { user, spy } = openTracker({ [`GET ${WATER}`]: water(2), [`PUT ${WATER}`]: water(2.25) });
    await loaded();
    expect(amount()).toBe('2 L');

    await user.click(add());
    await user.click(screen.getByRole('link', { name: 'Health Overview' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Health Overview' })).toBeInTheDocument();
    // The save and the overview's own profile request land before the test looks.
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(await puts(spy)).toEqual([{ day: TODAY, litres: 2.25 }]);
  });

  it('shows sample activity and sleep, labelled as samples', async () => {
    openTracker({ [`GET ${WATER}`]: water(0) });
    await loaded();
    const steps = await screen.findByRole('progressbar', { name: 'Steps today' });
    expect(steps).toHaveAttribute('aria-valuetext', '5,400 of 10,000 steps');
    expect(screen.getByRole('progressbar', { name: 'Sleep last night' })).toBeInTheDocument();
    expect(screen.getAllByText('Sample')).toHaveLength(2);
  });
});
