import {
  CHAT_MESSAGE_EMPTY_MESSAGE,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_TOO_LONG_MESSAGE,
  FORBIDDEN_CHARACTERS_MESSAGE,
} from '@vitalsync/contracts';
import { JoinUserPayloadDto, SendMessagePayloadDto } from '@vitalsync/contracts/server';

import { INVALID_REQUEST_MESSAGE } from '../http/validation.pipe';
import { CHAT_ID, DOCTOR_ID, PATIENT_ID } from '../chat/chat-test-data';
import { checkSocketPayload, nestsDeeperThan } from './socket-payload';

const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
};

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, not the values inside them', () => {
    expect(nestsDeeperThan({ a: [1, 'two'] }, 2)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 2)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
  });

  it('judges a payload nested far beyond the call stack without overflowing it', () => {
    expect(nestsDeeperThan(nested(200_000), 32)).toBe(true);
  });
});

describe('checkSocketPayload', () => {
  it('answers the payload as an instance of its DTO', async () => {
    const checked = await checkSocketPayload(JoinUserPayloadDto, { userId: PATIENT_ID, remoteId: DOCTOR_ID });
    expect(checked).toEqual({ ok: true, value: { userId: PATIENT_ID, remoteId: DOCTOR_ID } });
    expect(checked.ok && checked.value).toBeInstanceOf(JoinUserPayloadDto);
  });

  it('reads a bare string message as its content', async () => {
    const checked = await checkSocketPayload(SendMessagePayloadDto, { roomId: CHAT_ID, message: ' hi ' });
    expect(checked.ok && checked.value.message.content).toBe('hi');
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', 'join me'],
    ['a number', 42],
    ['an array', [{ userId: PATIENT_ID, remoteId: DOCTOR_ID }]],
    ['a missing remoteId', { userId: PATIENT_ID }],
    ['an id that is no uuid', { userId: PATIENT_ID, remoteId: 'doctor' }],
    ['an id of another type', { userId: PATIENT_ID, remoteId: 7 }],
    ['an unknown property', { userId: PATIENT_ID, remoteId: DOCTOR_ID, admin: true }],
    ['a deeply nested payload', { userId: PATIENT_ID, remoteId: nested(10_000) }],
  ])('refuses %s with the plain invalid-request message', async (_case, payload) => {
    expect(await checkSocketPayload(JoinUserPayloadDto, payload)).toEqual({
      ok: false,
      message: INVALID_REQUEST_MESSAGE,
    });
  });

  it('drops a __proto__ key before validation, so it can pollute nothing', async () => {
    const payload: unknown = JSON.parse(
      `{"userId":"${PATIENT_ID}","remoteId":"${DOCTOR_ID}","__proto__":{"polluted":true}}`,
    );
    const checked = await checkSocketPayload(JoinUserPayloadDto, payload);
    expect(checked).toEqual({ ok: true, value: { userId: PATIENT_ID, remoteId: DOCTOR_ID } });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it.each([
    ['whitespace', ' \n\t ', CHAT_MESSAGE_EMPTY_MESSAGE],
    ['a NUL byte', 'a\u0000b', FORBIDDEN_CHARACTERS_MESSAGE],
    ['a lone surrogate', 'a\ud800b', FORBIDDEN_CHARACTERS_MESSAGE],
    ['one character too many', 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), CHAT_MESSAGE_TOO_LONG_MESSAGE],
  ])('refuses a message of %s with the text rule', async (_case, message, expected) => {
    expect(await checkSocketPayload(SendMessagePayloadDto, { roomId: CHAT_ID, message })).toEqual({
      ok: false,
      message: expected,
    });
  });
});
