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

  // A machine too busy to run the first probe before the deadline must not fail a wait whose answer is ready.
  it('looks at least once, even when the deadline has passed before the first look', async () => {
    await expect(
      waitFor(async () => 'ready', { timeoutMs: 0, description: 'an answer that is already there' }),
    ).resolves.toBe('ready');
  });

  it('looks once more at the deadline before giving up', async () => {
    const start = Date.now();
    // Ready from the deadline on (the deadline is at least start + 50): only a look at the deadline sees it.
    const sut = waitFor(async () => (Date.now() >= start + 50 ? 'late' : undefined), {
      timeoutMs: 50,
      intervalMs: 1000,
      description: 'a late answer',
    });
    await expect(sut).resolves.toBe('late');
  });
});
