import { waitFor } from './wait-for';

describe('waitFor', () => {
  it('resolves with the first defined value', async () => {
    let calls = 0;
    const sut = await waitFor(async () => (++calls === 3 ? 'ready' : undefined), {
      timeoutMs: 5000,
      intervalMs: 1,
      description: 'ready',
    });
    expect(sut).toBe('ready');
    expect(calls).toBe(3);
  });

  it('names what it waited for and the last error when it gives up', async () => {
    const sut = waitFor(
      async () => {
        throw new Error('connection refused');
      },
      { timeoutMs: 20, intervalMs: 5, description: 'the gateway' },
    );
    await expect(sut).rejects.toThrow(/the gateway \(last error: connection refused\)/);
  });
});
