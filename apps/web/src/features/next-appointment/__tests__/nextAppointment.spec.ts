import { type AppointmentBase } from '@vitalsync/contracts';

import { countdownText, nextAppointment } from '../nextAppointment';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const at = (offsetMinutes: number) => new Date(NOW + offsetMinutes * 60_000).toISOString();

const anAppointment = (overrides: Partial<AppointmentBase>): AppointmentBase => ({
  _id: 'a',
  dateTime: at(60),
  status: 'scheduled',
  type: 'video-call',
  reason: null,
  prescription: null,
  ...overrides,
});

describe('nextAppointment', () => {
  it('picks the soonest appointment still to be held, never a cancelled, completed or finished one', () => {
    const appointments = [
      anAppointment({ _id: 'later', dateTime: at(3 * 24 * 60) }),
      anAppointment({ _id: 'cancelled', dateTime: at(10), status: 'cancelled' }),
      anAppointment({ _id: 'completed', dateTime: at(20), status: 'completed' }),
      anAppointment({ _id: 'forgotten', dateTime: at(-24 * 60) }),
      anAppointment({ _id: 'soon', dateTime: at(120) }),
    ];

    expect(nextAppointment(appointments, NOW)?._id).toBe('soon');
  });

  it('keeps one under way until its half hour is over', () => {
    const running = anAppointment({ _id: 'running', dateTime: at(-20), status: 'in-progress' });

    expect(nextAppointment([running], NOW)?._id).toBe('running');
    expect(nextAppointment([running], NOW + 10 * 60_000)).toBeUndefined();
  });

  it('finds none in an empty list', () => {
    expect(nextAppointment([], NOW)).toBeUndefined();
  });
});

describe('countdownText', () => {
  it.each([
    [2 * 24 * 60 + 5, 'in 2 days'],
    [24 * 60, 'in 1 day'],
    [3 * 60 + 59, 'in 3 hours'],
    [25, 'in 25 minutes'],
    [0, 'now'],
    [-10, 'now'],
  ])('reads %i minutes ahead as "%s"', (minutes, text) => {
    expect(countdownText(at(minutes), NOW)).toBe(text);
  });
});
