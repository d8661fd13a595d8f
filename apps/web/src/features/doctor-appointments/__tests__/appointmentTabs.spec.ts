import { splitDoctorAppointments } from '../appointmentTabs';

import { aDoctorAppointment, NOW } from './doctorAppointments.fixtures';

const ids = (list: { _id: string }[]) => list.map(({ _id }) => _id);

describe('doctor appointment tabs', () => {
  const tomorrow = aDoctorAppointment({ _id: 'tomorrow', dateTime: '2026-05-06T09:00:00.000Z' });
  const nextWeek = aDoctorAppointment({ _id: 'next-week', dateTime: '2026-05-12T09:00:00.000Z' });
  const missed = aDoctorAppointment({ _id: 'missed', dateTime: '2026-05-05T08:00:00.000Z' });
  const running = aDoctorAppointment({
    _id: 'running',
    dateTime: '2026-05-05T11:45:00.000Z',
    status: 'in-progress',
  });
  const done = aDoctorAppointment({ _id: 'done', dateTime: '2026-05-01T09:00:00.000Z', status: 'completed' });
  const cancelledPast = aDoctorAppointment({
    _id: 'cancelled-past',
    dateTime: '2026-04-01T09:00:00.000Z',
    status: 'cancelled',
  });
  const cancelledFuture = aDoctorAppointment({
    _id: 'cancelled-future',
    dateTime: '2026-06-01T09:00:00.000Z',
    status: 'cancelled',
  });
  const all = [done, nextWeek, cancelledFuture, missed, tomorrow, running, cancelledPast];

  it('schedules what lies ahead (a cancelled one too) or is still scheduled or running, soonest first', () => {
    expect(ids(splitDoctorAppointments(all, NOW).scheduled)).toEqual([
      'missed',
      'running',
      'tomorrow',
      'next-week',
      'cancelled-future',
    ]);
  });

  it('lists what began before now as past, newest first', () => {
    expect(ids(splitDoctorAppointments(all, NOW).past)).toEqual([
      'running',
      'missed',
      'done',
      'cancelled-past',
    ]);
  });

  it('moves an appointment to Past as its time passes', () => {
    expect(ids(splitDoctorAppointments([tomorrow], NOW).past)).toEqual([]);
    const later = splitDoctorAppointments([tomorrow], Date.parse('2026-05-07T00:00:00Z'));
    expect(ids(later.past)).toEqual(['tomorrow']);
    expect(ids(later.scheduled)).toEqual(['tomorrow']);
  });

  it('keeps an appointment completed ahead of its time under Scheduled until that time, as the spec reads', () => {
    const completedEarly = { ...tomorrow, status: 'completed' as const };
    expect(splitDoctorAppointments([completedEarly], NOW)).toEqual({ scheduled: [completedEarly], past: [] });
  });
});
