import { type AccessHistoryEvent } from './access-history.types';
import { accessHistoryLine, accessWhatOf, accessWhoOf } from './access-history.phrases';

const event = (overrides: Partial<AccessHistoryEvent>): AccessHistoryEvent => ({
  at: '2026-11-26T10:42:00.000Z',
  actor: { role: 'doctor', name: 'Maria Okafor' },
  action: 'patient.viewed',
  what: accessWhatOf('patient.viewed', 1),
  count: 1,
  ...overrides,
});

describe('access history phrasing', () => {
  it('names a doctor by title and says what they did', () => {
    expect(accessHistoryLine(event({}))).toBe('Dr Maria Okafor viewed your health record');
  });

  it('does not title a doctor twice', () => {
    expect(accessWhoOf(event({ actor: { role: 'doctor', name: 'Dr. Grey' } }))).toBe('Dr. Grey');
  });

  it('says how often a folded list read happened', () => {
    expect(accessWhatOf('patients.listed', 1)).toBe('saw you in their patient list');
    expect(accessWhatOf('patients.listed', 2)).toBe('saw you in their patient list twice');
    expect(accessWhatOf('patients.listed', 7)).toBe('saw you in their patient list 7 times');
  });

  it('tells the patient’s own sign-ins as "You", and a failed one as "Someone"', () => {
    const own = { actor: { role: 'user' as const, name: 'Ada Lovelace' } };
    expect(
      accessHistoryLine(
        event({ ...own, action: 'login.succeeded', what: accessWhatOf('login.succeeded', 1) }),
      ),
    ).toBe('You signed in');
    expect(accessHistoryLine(event({ ...own, action: 'logout', what: accessWhatOf('logout', 1) }))).toBe(
      'You signed out',
    );
    expect(
      accessHistoryLine(event({ ...own, action: 'login.failed', what: accessWhatOf('login.failed', 1) })),
    ).toBe('Someone tried to sign in to your account with a wrong password');
  });

  it('phrases every change a doctor makes', () => {
    expect(accessWhatOf('prescription.written', 1)).toBe('wrote a prescription for you');
    expect(accessWhatOf('appointment.cancelled', 1)).toBe('cancelled your appointment');
    expect(accessWhatOf('appointment.viewed', 1)).toBe('opened your appointment');
    expect(accessWhatOf('report.removed', 1)).toBe('removed a report they wrote for you');
  });
});
