import { isCallEnded } from '../callPayloads';

describe('isCallEnded', () => {
  it.each(['ended', 'left', 'cancelled'])('reads a call ended with reason %s', (reason) => {
    expect(isCallEnded({ from: 'u1', reason })).toBe(true);
  });

  it.each([
    ['an unknown reason', { from: 'u1', reason: 'why' }],
    ['no sender', { reason: 'cancelled' }],
    ['no object', 'cancelled'],
  ])('refuses %s', (_case, payload) => {
    expect(isCallEnded(payload)).toBe(false);
  });
});
