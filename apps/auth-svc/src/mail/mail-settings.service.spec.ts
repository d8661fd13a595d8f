import { type EmailSettingsChange, MAIL_MESSAGES } from '@vitalsync/contracts';
import { newTestService } from '@vitalsync/testing';

import { ALL_ON } from './mail-settings.repository';
import { MailSettingsService } from './mail-settings.service';

const now = new Date('2026-11-27T08:00:00.000Z');
const patient = { id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11', role: 'user' as const };
const doctor = { id: '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41', role: 'doctor' as const };

const setUp = (enabled = true) => {
  const repository = {
    settingsOf: jest.fn().mockResolvedValue(ALL_ON),
    save: jest.fn((_id: string, change: EmailSettingsChange) => Promise.resolve({ ...ALL_ON, ...change })),
  };
  const { sut } = newTestService(MailSettingsService, [repository, { enabled }, () => now]);
  return { sut, repository };
};

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { getError(): unknown }) => error.getError(),
  );

describe('MailSettingsService', () => {
  it('shows a patient three switches and a doctor four, and whether this server sends e-mail', async () => {
    const { sut } = setUp(false);

    await expect(sut.get(patient)).resolves.toEqual({
      settings: { booked: true, cancelled: true, reminder: true },
      sending: false,
    });
    await expect(sut.get(doctor)).resolves.toEqual({
      settings: { booked: true, cancelled: true, reminder: true, emergency: true },
      sending: false,
    });
  });

  it('saves the actor’s own switches only', async () => {
    const { sut, repository } = setUp();

    await expect(sut.save(doctor, { emergency: false })).resolves.toEqual({
      settings: { booked: true, cancelled: true, reminder: true, emergency: false },
      sending: true,
    });
    expect(repository.save).toHaveBeenCalledWith(doctor.id, { emergency: false }, now);
  });

  it('refuses an empty change, and a patient’s emergency switch naming the field', async () => {
    const { sut, repository } = setUp();

    await expect(refusalOf(sut.save(patient, {}))).resolves.toEqual({
      code: 'mail.nothing_to_change',
      message: MAIL_MESSAGES.nothingToChange,
    });
    await expect(refusalOf(sut.save(patient, { booked: true, emergency: false }))).resolves.toEqual({
      code: 'mail.emergency_doctors_only',
      message: MAIL_MESSAGES.emergencyDoctorsOnly,
      errors: { emergency: MAIL_MESSAGES.emergencyDoctorsOnly },
    });
    expect(repository.save).not.toHaveBeenCalled();
  });
});
