import { appointmentTimeFor, composeMail, EMERGENCY_MAIL_TEXT } from './mail-composer';

const facts = {
  appointmentId: '6d1c2b1e-0c7f-4a9e-9a57-1f0a2b3c4d5e',
  // 09:00 UTC on a Monday in winter: 10:00 in Paris, 04:00 in New York.
  dateTime: '2026-11-30T09:00:00.000Z',
  doctorName: 'Maria Okafor',
  patientName: 'Sam Patient',
};
const patient = { role: 'user' as const, fullName: 'Sam Patient', timeZone: null };
const doctor = { role: 'doctor' as const, fullName: 'Maria Okafor', timeZone: 'Europe/Paris' };

describe('appointmentTimeFor', () => {
  it('says the time in the recipient’s zone, naming it', () => {
    expect(appointmentTimeFor(facts.dateTime, 'Europe/Paris')).toBe(
      'Monday 30 November 2026 at 10:00 (Europe/Paris time)',
    );
    expect(appointmentTimeFor(facts.dateTime, 'America/New_York')).toBe(
      'Monday 30 November 2026 at 04:00 (America/New_York time)',
    );
  });

  it('says UTC when the zone is unknown or not a zone', () => {
    expect(appointmentTimeFor(facts.dateTime, null)).toBe('Monday 30 November 2026 at 09:00 UTC');
    expect(appointmentTimeFor(facts.dateTime, 'Mars/Olympus')).toBe('Monday 30 November 2026 at 09:00 UTC');
  });
});

describe('composeMail', () => {
  it('tells the patient whom they booked and when, in UTC', () => {
    expect(composeMail('booked', facts, patient)).toEqual({
      subject: 'Appointment booked with Dr Maria Okafor',
      text: expect.stringContaining(
        'Your appointment with Dr Maria Okafor is booked for Monday 30 November 2026 at 09:00 UTC.',
      ),
    });
  });

  it('tells the doctor who booked and when, in their weekly hours’ zone', () => {
    const mail = composeMail('booked', facts, doctor);

    expect(mail.subject).toBe('Appointment booked with Sam Patient');
    expect(mail.text).toMatch(/^Hello Dr Maria Okafor,/);
    expect(mail.text).toContain('Monday 30 November 2026 at 10:00 (Europe/Paris time)');
  });

  it('names cancellations and reminders', () => {
    expect(composeMail('cancelled', facts, patient).subject).toBe(
      'Appointment cancelled with Dr Maria Okafor',
    );
    expect(composeMail('cancelled', facts, doctor).text).toContain('on Monday 30 November 2026 at 10:00');
    expect(composeMail('reminder', facts, doctor)).toEqual({
      subject: 'Reminder: appointment with Sam Patient tomorrow',
      text: expect.stringContaining('reminder of your appointment with Sam Patient on Monday 30 November'),
    });
  });

  it('does not say "Dr" twice', () => {
    expect(composeMail('booked', { ...facts, doctorName: 'Dr. Ada Lovelace' }, patient).subject).toBe(
      'Appointment booked with Dr. Ada Lovelace',
    );
  });

  it('tells a doctor of an emergency in the one fixed sentence, without the patient’s name', () => {
    const mail = composeMail('emergency', { patientName: 'Sam Patient' }, doctor);

    expect(mail.text).toContain(EMERGENCY_MAIL_TEXT);
    expect(`${mail.subject}\n${mail.text}`).not.toContain('Sam Patient');
  });
});
