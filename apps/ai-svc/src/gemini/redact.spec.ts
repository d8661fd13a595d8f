import { REDACTED, redact } from './redact';

const ada = {
  fullName: 'Ada Lovelace',
  email: 'ada.lovelace@example.org',
  phoneNumber: '+44-20-7946-0958',
  dateOfBirth: '1815-12-10',
};

describe('redact', () => {
  it.each([
    ['the whole name', 'I am Ada Lovelace and my chest hurts', 'I am [name] and my chest hurts'],
    ['a name part in any case', 'lovelace here, ADA speaking', '[name] here, [name] speaking'],
    ['the e-mail', 'write to ada.lovelace@example.org', 'write to [email]'],
    ['any e-mail', 'or to someone@else.com', 'or to [email]'],
    ['the phone as typed', 'call +44-20-7946-0958', 'call [phone]'],
    ['the phone digits alone', 'call 442079460958', 'call [phone]'],
    ['a phone number written with spaces', 'call 020 7946 0958 now', 'call [phone] now'],
    ['the date of birth in ISO', 'born 1815-12-10', 'born [date]'],
    ['the date of birth day first', 'born 10/12/1815', 'born [date]'],
    ['an id', 'my id is 5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11', 'my id is [id]'],
  ])('takes out %s', (_case, text, expected) => {
    expect(redact(text, ada)).toBe(expected);
  });

  it.each([
    ['a name inside another word', 'Adamant about cadavers', 'Adamant about cadavers'],
    [
      'health numbers',
      'BP 120/80, pulse 72, 10000 steps, 70.5 kg',
      'BP 120/80, pulse 72, 10000 steps, 70.5 kg',
    ],
    ['a date that is not the birthday', 'appointment on 2030-05-01', 'appointment on 2030-05-01'],
    ['a date and time', 'see you 2030-05-01 10:30', 'see you 2030-05-01 10:30'],
  ])('keeps %s', (_case, text, expected) => {
    expect(redact(text, ada)).toBe(expected);
  });

  it('takes names out in scripts beyond ASCII', () => {
    expect(redact('Zoë Ångström fühlt sich müde', { fullName: 'Zoë Ångström' })).toBe(
      `${REDACTED.name} fühlt sich müde`,
    );
  });

  it('is safe with names full of regular-expression characters', () => {
    expect(redact('I am (a+b)* Smith', { fullName: '(a+b)* Smith' })).toBe('I am [name]');
  });
});
