import { type Actor } from '@vitalsync/contracts';
import { newTestService, refusalOf } from '@vitalsync/testing';

import { DoctorNotesService } from './doctor-notes.service';

const NOW = new Date('2030-06-03T08:00:00.000Z');
const DOCTOR: Actor = { id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11', role: 'doctor' };
const CONSULTED = '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41';
const STRANGER = '7d1f4a52-3c3e-4c55-8f0e-1b2d3c4d5e6f';

const setup = () => {
  const notes = {
    create: jest.fn(async (note: { doctorId: string; patientId: string; text: string; createdAt: Date }) => ({
      id: 'note-1',
      ...note,
    })),
    list: jest.fn(async () => []),
  };
  const access = {
    doctorCanSeePatients: jest.fn(
      async (_doctorId: string, ids: readonly string[]) => new Set(ids.filter((id) => id === CONSULTED)),
    ),
  };
  const { sut } = newTestService(DoctorNotesService, [notes, access, () => NOW]);
  return { sut, notes, access };
};

describe('DoctorNotesService', () => {
  it('adds a note on a consulted patient, dated by the clock', async () => {
    const { sut, notes } = setup();

    await expect(sut.add(DOCTOR, { patientId: CONSULTED, text: 'Better' })).resolves.toEqual({
      _id: 'note-1',
      patientId: CONSULTED,
      text: 'Better',
      createdAt: NOW.toISOString(),
    });
    expect(notes.create).toHaveBeenCalledWith({
      doctorId: DOCTOR.id,
      patientId: CONSULTED,
      text: 'Better',
      createdAt: NOW,
    });
  });

  it('lists only the doctor’s own notes', async () => {
    const { sut, notes } = setup();

    await sut.list(DOCTOR, CONSULTED);

    expect(notes.list).toHaveBeenCalledWith(DOCTOR.id, CONSULTED);
  });

  it.each([
    ['list', (sut: DoctorNotesService) => sut.list(DOCTOR, STRANGER)],
    ['add', (sut: DoctorNotesService) => sut.add(DOCTOR, { patientId: STRANGER, text: 'x' })],
  ])('refuses to %s notes on a patient the doctor never consulted with 403', async (_case, call) => {
    const { sut, notes } = setup();

    await expect(refusalOf(call(sut))).resolves.toStrictEqual({
      code: 'patient.not_consulted',
      message: 'You can only see patients you have consulted.',
    });
    expect(notes.create).not.toHaveBeenCalled();
    expect(notes.list).not.toHaveBeenCalled();
  });

  it('refuses a patient with 403 before asking the access component', async () => {
    const { sut, access } = setup();

    await expect(refusalOf(sut.list({ id: CONSULTED, role: 'user' }, CONSULTED))).resolves.toStrictEqual({
      code: 'forbidden',
      message: 'Only doctors can do this.',
    });
    expect(access.doctorCanSeePatients).not.toHaveBeenCalled();
  });
});
