import {
  heartRateTrend,
  monthTickLabel,
  monthTicks,
  trendPoints,
  valueAxis,
  weightTrend,
} from '../trendPoints';

const at = (iso: string) => Date.parse(iso);

describe('trend points', () => {
  it('draws five readings saved in one month as five points, oldest first', () => {
    const readings = [3, 1, 5, 2, 4].map((day) => ({
      weight: 70 + day / 10,
      month: '2026-11',
      date: `2026-11-0${day}T08:00:00.000Z`,
    }));

    expect(weightTrend({ weightHistory: readings })).toEqual(
      [1, 2, 3, 4, 5].map((day) => ({
        at: at(`2026-11-0${day}T08:00:00.000Z`),
        value: 70 + day / 10,
        outOfRange: false,
      })),
    );
  });

  it('marks heart rates outside the normal resting range 51–90 bpm, and only those', () => {
    const history = [50, 51, 90, 91, 150].map((heartRate, index) => ({
      heartRate,
      month: '2026-11',
      date: `2026-11-1${index}T08:00:00.000Z`,
    }));

    expect(heartRateTrend({ heartRateHistory: history }).map(({ outOfRange }) => outOfRange)).toEqual([
      true,
      false,
      false,
      true,
      true,
    ]);
  });

  it('places an entry without a date on the first of its month, and leaves out one with neither', () => {
    expect(
      trendPoints([
        { value: 72, month: '2026-10', date: '' },
        { value: 80, month: '', date: '' },
      ]),
    ).toEqual([{ at: at('2026-10-01T00:00:00.000Z'), value: 72, outOfRange: false }]);
  });
});

describe('the axes', () => {
  const points = [
    { at: at('2026-09-20T08:00:00.000Z'), value: 70.4, outOfRange: false },
    { at: at('2026-11-03T08:00:00.000Z'), value: 73, outOfRange: false },
  ];

  it('fits the y axis to the readings with a little room on round ticks, never from 0', () => {
    expect(valueAxis(points)).toEqual({ domain: [68, 76], ticks: [68, 70, 72, 74, 76] });
    expect(valueAxis([{ at: 0, value: 150, outOfRange: true }])).toEqual({
      domain: [148, 152],
      ticks: [148, 149, 150, 151, 152],
    });
    const wide = [61, 70.4, 72.2].map((value) => ({ at: 0, value, outOfRange: false }));
    expect(valueAxis(wide)).toEqual({ domain: [55, 75], ticks: [55, 60, 65, 70, 75] });
  });

  it('ticks the first of each month from the first reading’s to the one after the last', () => {
    expect(monthTicks(points).map(monthTickLabel)).toEqual(['Sep 2026', 'Oct 2026', 'Nov 2026', 'Dec 2026']);
    expect(monthTicks(points)[0]).toBe(at('2026-09-01T00:00:00.000Z'));
    expect(monthTicks([])).toEqual([]);
  });
});
