import { refusalMessageOf } from '../validation/refusal-message';
import { checkBody, refusalErrorsOf } from '../validation/testing/refusals';
import { AddNoteRequestDto } from './add-note-request.dto';
import { BookAppointmentCommandDto } from './appointment-commands.dto';
import { BOOKING_FIELDS_REQUIRED_MESSAGE } from './appointment.messages';
import { BookAppointmentRequestDto } from './book-appointment-request.dto';
import { PrescriptionRequestDto } from './prescription-request.dto';
import { ProfileUpdatedEventDto } from './profile-updated-event.dto';
import { AppointmentIdQueryDto } from './query-params.dto';
import { SlotsQueryDto } from './slots-query.dto';

const DOCTOR = '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11';
const ACTOR = { id: '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41', role: 'user' };

const booking = { doctorId: DOCTOR, dateTime: '2030-05-01T09:30:00.000Z', type: 'video-call' };

describe('BookAppointmentRequestDto', () => {
  it.each([
    ['video-call', { ...booking }],
    ['chat with a reason', { ...booking, type: 'chat', reason: 'Chest pain' }],
    ['the legacy "video"', { ...booking, type: 'video' }],
    ['an offset instead of Z', { ...booking, dateTime: '2030-05-01T11:30:00+02:00' }],
    ['a null reason', { ...booking, reason: null }],
  ])('accepts %s', async (_case, body) => {
    await expect(checkBody(BookAppointmentRequestDto, body)).resolves.toBeInstanceOf(
      BookAppointmentRequestDto,
    );
  });

  it('trims the reason', async () => {
    await expect(
      checkBody(BookAppointmentRequestDto, { ...booking, reason: '  Headache \n' }),
    ).resolves.toEqual({
      ...booking,
      reason: 'Headache',
    });
  });

  it.each([
    ['no doctor', { dateTime: booking.dateTime, type: 'chat' }],
    ['an empty doctor', { ...booking, doctorId: '' }],
    ['no time', { doctorId: DOCTOR, type: 'chat' }],
    ['an empty time', { ...booking, dateTime: '' }],
    ['nothing at all', {}],
  ])('refuses %s with the spec message', async (_case, body) => {
    expect(refusalMessageOf(await refusalErrorsOf(BookAppointmentRequestDto, body))).toBe(
      BOOKING_FIELDS_REQUIRED_MESSAGE,
    );
  });

  it('finds the spec message inside a bus command too', async () => {
    const errors = await refusalErrorsOf(BookAppointmentCommandDto, {
      actor: ACTOR,
      booking: { type: 'chat' },
    });
    expect(refusalMessageOf(errors)).toBe(BOOKING_FIELDS_REQUIRED_MESSAGE);
  });

  it.each([
    ['a doctor id that is not a uuid', { ...booking, doctorId: 'doctor-1' }],
    ['a time that is not ISO 8601', { ...booking, dateTime: 'tomorrow at ten' }],
    ['an impossible date', { ...booking, dateTime: '2030-02-30T10:00:00Z' }],
    ['an unknown type', { ...booking, type: 'phone' }],
    ['a reason of 501 characters', { ...booking, reason: 'x'.repeat(501) }],
    ['a reason with a NUL', { ...booking, reason: 'a\u0000b' }],
    ['a reason with a lone surrogate', { ...booking, reason: 'a\ud800' }],
    ['a reason that is not text', { ...booking, reason: 7 }],
    ['an unknown property', { ...booking, patientId: DOCTOR }],
  ])('refuses %s with the generic refusal', async (_case, body) => {
    expect(refusalMessageOf(await refusalErrorsOf(BookAppointmentRequestDto, body))).toBeUndefined();
  });
});

describe('SlotsQueryDto', () => {
  it.each([undefined, 'UTC', 'Europe/Paris', 'America/New_York'])(
    'accepts the time zone %s',
    async (timeZone) => {
      await expect(
        checkBody(SlotsQueryDto, { doctorId: DOCTOR, date: '2030-05-01', timeZone }),
      ).resolves.toBeTruthy();
    },
  );

  it.each([
    ['a date with a time', { doctorId: DOCTOR, date: '2030-05-01T00:00:00Z' }],
    ['an impossible date', { doctorId: DOCTOR, date: '2030-02-30' }],
    ['an unknown zone', { doctorId: DOCTOR, date: '2030-05-01', timeZone: 'Mars/Olympus_Mons' }],
    ['a bad doctor id', { doctorId: 'x', date: '2030-05-01' }],
  ])('refuses %s', async (_case, query) => {
    await expect(refusalErrorsOf(SlotsQueryDto, query)).resolves.not.toHaveLength(0);
  });
});

describe('PrescriptionRequestDto', () => {
  const medicine = { name: 'Amoxicillin', dosage: '500 mg', duration: '7 days' };

  it('accepts medicines with empty instructions, trimmed', async () => {
    await expect(
      checkBody(PrescriptionRequestDto, {
        medicines: [{ ...medicine, name: ' Amoxicillin ' }],
        instructions: '',
      }),
    ).resolves.toEqual({ medicines: [medicine], instructions: '' });
  });

  it.each([
    ['no medicine', { medicines: [], instructions: '' }],
    ['31 medicines', { medicines: Array.from({ length: 31 }, () => medicine), instructions: '' }],
    ['a blank medicine name', { medicines: [{ ...medicine, name: '  ' }], instructions: '' }],
    [
      'a dosage of 201 characters',
      { medicines: [{ ...medicine, dosage: 'x'.repeat(201) }], instructions: '' },
    ],
    ['a medicine that is text', { medicines: ['Amoxicillin'], instructions: '' }],
    ['no instructions', { medicines: [medicine] }],
    ['instructions of 2001 characters', { medicines: [medicine], instructions: 'x'.repeat(2001) }],
    ['an unknown medicine field', { medicines: [{ ...medicine, refill: true }], instructions: '' }],
  ])('refuses %s', async (_case, body) => {
    await expect(refusalErrorsOf(PrescriptionRequestDto, body)).resolves.not.toHaveLength(0);
  });
});

describe('AddNoteRequestDto', () => {
  it.each([
    ['blank text', '   '],
    ['2001 characters', 'x'.repeat(2001)],
    ['a NUL', 'note\u0000'],
    ['a lone low surrogate', '\udc00note'],
  ])('refuses %s', async (_case, text) => {
    await expect(refusalErrorsOf(AddNoteRequestDto, { patientId: DOCTOR, text })).resolves.not.toHaveLength(
      0,
    );
  });

  it('accepts characters written as surrogate pairs', async () => {
    await expect(
      checkBody(AddNoteRequestDto, { patientId: DOCTOR, text: 'Better 😀' }),
    ).resolves.toBeTruthy();
  });
});

describe('AppointmentIdQueryDto', () => {
  it('marks an id that cannot exist as naming nothing, for the gateway’s 404', async () => {
    const [error] = await refusalErrorsOf(AppointmentIdQueryDto, { id: '42' });
    expect(Object.values(error?.contexts ?? {})).toEqual([
      { notFound: 'This appointment does not exist.', code: 'appointment.not_found' },
    ]);
  });
});

// The bus reads events with the same strict options (busValidationPipe); only its refusal is an RpcException.
describe('ProfileUpdatedEventDto on the bus', () => {
  const event = {
    accountId: DOCTOR,
    role: 'user',
    card: { fullName: 'Ada Lovelace', profilePicture: null },
    version: 3,
    at: '2030-05-01T09:30:00.000Z',
  };
  const bus = (value: unknown) => checkBody(ProfileUpdatedEventDto, value);

  it('accepts health_info whatever it holds: the listeners that read it check it', async () => {
    await expect(
      bus({ ...event, health_info: { weight: 66, knownAllergies: 'Penicillin', future: true } }),
    ).resolves.toMatchObject(event);
    await expect(bus({ ...event, card: { fullName: 'Ada', profilePicture: 'a.png' } })).resolves.toBeTruthy();
  });

  it.each([
    ['no card', { ...event, card: undefined }],
    ['a picture that is a path', { ...event, card: { fullName: 'Ada', profilePicture: '../x.png' } }],
    ['a card without a picture', { ...event, card: { fullName: 'Ada' } }],
    ['an unknown property', { ...event, email: 'ada@example.com' }],
    ['no version', { ...event, version: undefined }],
    ['version 0', { ...event, version: 0 }],
    ['a fractional version', { ...event, version: 1.5 }],
  ])('refuses %s', async (_case, value) => {
    await expect(refusalErrorsOf(ProfileUpdatedEventDto, value)).resolves.not.toHaveLength(0);
  });
});
