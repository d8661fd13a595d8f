import { isClosedByServer } from '../closedByServer';

describe('isClosedByServer', () => {
  it('is true when the server closed the socket on purpose', () => {
    expect(isClosedByServer('io server disconnect')).toBe(true);
  });

  it.each(['io client disconnect', 'transport close', 'transport error', 'ping timeout', 'parse error'])(
    'is false for %s, after which the socket comes back by itself or the page closed it',
    (reason) => {
      expect(isClosedByServer(reason)).toBe(false);
    },
  );
});
