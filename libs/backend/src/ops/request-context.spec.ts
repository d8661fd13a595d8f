import { setImmediate as nextTurn } from 'node:timers/promises';

import {
  currentRequestId,
  isAcceptableRequestId,
  requestIdLogFields,
  requestIdOrNew,
  runWithRequestId,
} from './request-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it.each(['3f2b9c1e-8d4a-4b7e-9f10-2a3b4c5d6e7f', 'trace.01:Az_-9', 'a'.repeat(128)])(
    'accepts the caller’s %s',
    (id) => {
      expect(isAcceptableRequestId(id)).toBe(true);
      expect(requestIdOrNew(id)).toBe(id);
    },
  );

  it.each([
    ['empty', ''],
    ['too long', 'a'.repeat(129)],
    ['with a space', 'a b'],
    ['with a newline', 'a\nlevel=error'],
    ['with a quote', 'a"b'],
    ['not ASCII', 'idé'],
    ['a repeated header', ['one', 'two']],
    ['missing', undefined],
  ])('replaces one that is %s with a new UUID', (_case, incoming) => {
    expect(isAcceptableRequestId(incoming)).toBe(false);
    expect(requestIdOrNew(incoming)).toMatch(UUID);
  });

  it('gives every replacement its own id', () => {
    expect(requestIdOrNew(undefined)).not.toBe(requestIdOrNew(undefined));
  });
});

describe('the request in scope', () => {
  it('is none outside a request', () => {
    expect(currentRequestId()).toBeUndefined();
    expect(requestIdLogFields()).toEqual({});
  });

  it('follows the work of a request across awaits and timers, and ends with it', async () => {
    const seen: Array<string | undefined> = [];
    await runWithRequestId('req-1', async () => {
      seen.push(currentRequestId());
      await nextTurn();
      seen.push(currentRequestId());
      await new Promise<void>((resolve) =>
        setTimeout(() => {
          seen.push(currentRequestId());
          resolve();
        }, 0),
      );
    });
    expect(seen).toEqual(['req-1', 'req-1', 'req-1']);
    expect(currentRequestId()).toBeUndefined();
  });

  it('keeps two concurrent requests apart', async () => {
    const record = async (id: string): Promise<string | undefined> =>
      runWithRequestId(id, async () => {
        await nextTurn();
        return currentRequestId();
      });
    await expect(Promise.all([record('a'), record('b')])).resolves.toEqual(['a', 'b']);
  });

  it('names the request in the fields a log line gets', () => {
    expect(runWithRequestId('req-2', requestIdLogFields)).toEqual({ requestId: 'req-2' });
  });
});
