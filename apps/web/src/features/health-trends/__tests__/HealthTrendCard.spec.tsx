import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';

import { HealthTrendCard } from '../components/HealthTrendCard';

jest.mock('../components/HealthTrendChart', () => jest.requireActual('./fakeHealthTrendChart'));

/** An IntersectionObserver the test moves: `intersect()` tells every observer its element came on screen. */
class ScreenObserver {
  static observers: ScreenObserver[] = [];
  readonly elements: Element[] = [];

  constructor(private readonly callback: IntersectionObserverCallback) {
    ScreenObserver.observers.push(this);
  }

  observe = (element: Element) => void this.elements.push(element);
  unobserve = () => undefined;
  disconnect = () => void this.elements.splice(0);
  takeRecords = () => [];

  static intersect() {
    for (const observer of ScreenObserver.observers) {
      const entries = observer.elements.map((target) => ({ target, isIntersecting: true }));
      if (entries.length > 0)
        observer.callback(
          entries as unknown as IntersectionObserverEntry[],
          observer as unknown as IntersectionObserver,
        );
    }
  }
}

const POINTS = [
  { at: Date.UTC(2026, 0, 1), value: 70, outOfRange: false },
  { at: Date.UTC(2026, 1, 1), value: 72, outOfRange: false },
];

const renderCard = () =>
  render(
    <MantineProvider>
      <HealthTrendCard title="Weight trend" points={POINTS} label="Weight" unit="kg" color="teal" />
    </MantineProvider>,
  );

const chart = () => screen.queryByRole('figure', { name: 'Weight chart', hidden: true });

describe('HealthTrendCard', () => {
  afterEach(() => {
    ScreenObserver.observers = [];
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('draws the chart only once the card nears the screen, keeping the readings for screen readers meanwhile', async () => {
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: ScreenObserver });
    renderCard();

    expect(chart()).not.toBeInTheDocument();
    expect(screen.getByText(/70 kg/)).toBeInTheDocument();

    act(() => ScreenObserver.intersect());

    expect(await screen.findByRole('figure', { name: 'Weight chart', hidden: true })).toHaveTextContent(
      '70 72',
    );
  });

  it('draws the chart at once where the browser cannot tell what is on screen', async () => {
    renderCard();

    expect(await screen.findByRole('figure', { name: 'Weight chart', hidden: true })).toBeInTheDocument();
  });
});
