import { act, renderHook } from '@testing-library/react';

import { useConfirmedAction } from '../useConfirmedAction';

const refusal = { status: 409, data: { status: 'fail', message: 'Only scheduled appointments can be cancelled.' } };

describe('useConfirmedAction', () => {
  it('should close and report done once the action succeeds', async () => {
    const action = jest.fn().mockResolvedValue(undefined);
    const onDone = jest.fn();
    const { result } = renderHook(() => useConfirmedAction(action, onDone));

    act(() => result.current.open());
    expect(result.current.opened).toBe(true);
    await act(() => result.current.confirm());

    expect(action).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(result.current.opened).toBe(false);
    expect(result.current.failure).toBeUndefined();
  });

  it('should stay open with the server’s reason when it refuses, and forget it when dismissed', async () => {
    const onDone = jest.fn();
    const { result } = renderHook(() => useConfirmedAction(() => Promise.reject(refusal), onDone));

    act(() => result.current.open());
    await act(() => result.current.confirm());

    expect(result.current.opened).toBe(true);
    expect(result.current.failure).toBe('Only scheduled appointments can be cancelled.');
    expect(onDone).not.toHaveBeenCalled();

    act(() => result.current.dismiss());
    expect(result.current.opened).toBe(false);
    expect(result.current.failure).toBeUndefined();
  });
});
