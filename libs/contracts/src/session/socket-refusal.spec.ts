import { TEMPORARY_SOCKET_REFUSAL, finalSocketRefusal, socketRefusalOf } from './socket-refusal';

const refusedWith = (data: unknown) => Object.assign(new Error('refused'), { data });

describe('socketRefusalOf', () => {
  it('reads the refusal a connect_error carries', () => {
    expect(socketRefusalOf(refusedWith(TEMPORARY_SOCKET_REFUSAL))).toEqual({
      reason: 'unavailable',
      temporary: true,
    });
    expect(socketRefusalOf(refusedWith(finalSocketRefusal('unauthenticated')))).toEqual({
      reason: 'unauthenticated',
      temporary: false,
    });
    expect(socketRefusalOf(refusedWith({ ...TEMPORARY_SOCKET_REFUSAL, retryAfterMs: 2000 }))).toEqual({
      reason: 'unavailable',
      temporary: true,
      retryAfterMs: 2000,
    });
  });

  it.each([
    ['no data (a transport failure)', new Error('xhr poll error')],
    ['an unknown reason', refusedWith({ reason: 'later', temporary: true })],
    ['no temporary flag', refusedWith({ reason: 'unavailable' })],
    ['a string', refusedWith('unavailable')],
    ['not an error', undefined],
  ])('finds none in %s', (_case, error) => {
    expect(socketRefusalOf(error)).toBeUndefined();
  });

  it('ignores a retry delay that is not a usable number', () => {
    expect(socketRefusalOf(refusedWith({ ...TEMPORARY_SOCKET_REFUSAL, retryAfterMs: -1 }))).toEqual(
      TEMPORARY_SOCKET_REFUSAL,
    );
  });
});
