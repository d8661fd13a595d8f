import { currentRequestId } from '@vitalsync/backend';

import { withRequestIdPerEmit } from './socket-request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('withRequestIdPerEmit', () => {
  it('handles each emit under a new request id, passing its arguments through', async () => {
    const seen: Array<{ id: string | undefined; args: unknown[] }> = [];
    const sut = withRequestIdPerEmit({
      message: 'send-message',
      methodName: 'sendMessage',
      isAckHandledManually: false,
      callback: async (...args: unknown[]) => {
        await new Promise((resolve) => setImmediate(resolve));
        seen.push({ id: currentRequestId(), args });
        return 'ack';
      },
    });

    await expect(sut.callback({ text: 'hi' })).resolves.toBe('ack');
    await sut.callback({ text: 'again' });

    expect(seen.map(({ args }) => args)).toEqual([[{ text: 'hi' }], [{ text: 'again' }]]);
    expect(seen[0]?.id).toMatch(UUID);
    expect(seen[1]?.id).toMatch(UUID);
    expect(seen[0]?.id).not.toBe(seen[1]?.id);
    expect(sut).toMatchObject({ message: 'send-message', methodName: 'sendMessage' });
  });
});
