import { refusalMessageOf } from '../validation/refusal-message';
import { checkBody, refusalErrorsOf } from '../validation/testing/refusals';
import {
  EmailSettingsChangeDto,
  EmailSettingsQueryDto,
  SaveEmailSettingsCommandDto,
} from './email-settings.dto';

const ACTOR = { id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11', role: 'doctor' };

describe('EmailSettingsChangeDto', () => {
  it('takes any subset of the four switches as booleans', async () => {
    await expect(checkBody(EmailSettingsChangeDto, { booked: false })).resolves.toEqual({ booked: false });
    await expect(
      checkBody(EmailSettingsChangeDto, { booked: true, cancelled: false, reminder: true, emergency: false }),
    ).resolves.toEqual({ booked: true, cancelled: false, reminder: true, emergency: false });
  });

  it('refuses a switch that is not a boolean, naming it', async () => {
    const errors = await refusalErrorsOf(EmailSettingsChangeDto, { reminder: 'yes' });

    expect(errors.map((error) => error.property)).toEqual(['reminder']);
    expect(refusalMessageOf(errors)).toBe('reminder must be true or false');
  });

  it('refuses an unknown switch', async () => {
    const errors = await refusalErrorsOf(EmailSettingsChangeDto, { newsletter: true });

    expect(errors.map((error) => error.property)).toEqual(['newsletter']);
  });
});

describe('the bus payloads of the e-mail settings', () => {
  it('need an actor', async () => {
    await expect(checkBody(EmailSettingsQueryDto, { actor: ACTOR })).resolves.toEqual({ actor: ACTOR });
    expect((await refusalErrorsOf(EmailSettingsQueryDto, {})).map((error) => error.property)).toEqual([
      'actor',
    ]);
    expect(
      (await refusalErrorsOf(SaveEmailSettingsCommandDto, { booked: true })).map((error) => error.property),
    ).toEqual(['actor']);
  });
});
