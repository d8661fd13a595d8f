import { type ArgumentMetadata } from '@nestjs/common';
import { RpcException } from '@nestjs/microservices';
import { GetProfileQueryDto, SaveProfileCommandDto, SignupCommandDto } from '@vitalsync/contracts/server';

import { busValidationPipe } from './bus-validation.pipe';

const ACTOR = { id: '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11', role: 'user' };
const NOT_VALID = { code: 'request.invalid', message: 'The request is not valid.' };

/** Runs the pipe as Nest does for a @Payload() parameter of that class. */
const check = (metatype: ArgumentMetadata['metatype'], value: unknown): Promise<unknown> =>
  busValidationPipe().transform(value, { type: 'body', metatype });

const refusal = async (metatype: ArgumentMetadata['metatype'], value: unknown): Promise<unknown> => {
  try {
    await check(metatype, value);
  } catch (error) {
    expect(error).toBeInstanceOf(RpcException);
    return (error as RpcException).getError();
  }
  throw new Error('Expected a refusal');
};

describe('busValidationPipe', () => {
  it('passes a valid payload on as an instance of its DTO', async () => {
    const query = await check(GetProfileQueryDto, { actor: ACTOR });

    expect(query).toBeInstanceOf(GetProfileQueryDto);
    expect(query).toEqual({ actor: ACTOR });
  });

  it.each([
    ['an unknown property', { actor: ACTOR, admin: true }],
    ['an unknown property of the actor', { actor: { ...ACTOR, admin: true } }],
    ['an actor id that is not a uuid', { actor: { ...ACTOR, id: "1' or '1'='1" } }],
    ['an actor role that does not exist', { actor: { ...ACTOR, role: 'admin' } }],
    ['no actor', {}],
    ['an actor that is text', { actor: 'me' }],
    ['a payload that is not an object', 'profiles'],
    ['no payload', undefined],
  ])('refuses %s with a 400 that echoes nothing', async (_case, value) => {
    await expect(refusal(GetProfileQueryDto, value)).resolves.toStrictEqual(NOT_VALID);
  });

  it('checks nested profile sections to the fields the handler reads, leaving their messages to the rules', async () => {
    const save = (profile: unknown) => ({ actor: ACTOR, profile });

    await expect(
      check(SaveProfileCommandDto, save({ role: 'user', health_info: { weight: 'Infinity' } })),
    ).resolves.toBeTruthy();
    await expect(
      refusal(SaveProfileCommandDto, save({ role: 'user', health_info: { weightHistory: [] } })),
    ).resolves.toStrictEqual(NOT_VALID);
    await expect(
      refusal(SaveProfileCommandDto, save({ role: 'user', personal_info: { fullName: 7 } })),
    ).resolves.toStrictEqual(NOT_VALID);
    await expect(refusal(SaveProfileCommandDto, save({ role: 'nurse' }))).resolves.toStrictEqual(NOT_VALID);
  });

  it('refuses signup files that are not storage keys and fields that are not text', async () => {
    const signup = (fields: unknown, files: unknown) => ({ role: 'user', fields, files });

    await expect(
      check(SignupCommandDto, signup({ 'personal_info.fullName': 'Ada' }, { profilePicture: 'a.png' })),
    ).resolves.toBeTruthy();
    await expect(
      refusal(SignupCommandDto, signup({}, { profilePicture: '../etc/passwd' })),
    ).resolves.toStrictEqual(NOT_VALID);
    await expect(
      refusal(SignupCommandDto, signup({ 'personal_info.fullName': 7 }, {})),
    ).resolves.toStrictEqual(NOT_VALID);
  });
});
