import { decodeAccessCursor, encodeAccessCursor } from './access-cursor';

describe('access history cursor', () => {
  it('gives back the position it was made from', () => {
    const position = { at: new Date('2026-11-26T10:42:00.123Z'), key: '9007199254740993' };
    expect(decodeAccessCursor(encodeAccessCursor(position))).toEqual(position);
  });

  it.each([
    ['not base64 of a position', 'abc'],
    ['an impossible date', Buffer.from('2026-13-45T10:42:00.000Z|1').toString('base64url')],
    ['a key that is not a number', Buffer.from("2026-11-26T10:42:00.000Z|1' or '1").toString('base64url')],
    ['an empty string', ''],
  ])('refuses %s', (_case, cursor) => {
    expect(decodeAccessCursor(cursor)).toBeNull();
  });
});
