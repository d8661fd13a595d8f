import { onFirstUse } from './onFirstUse';

describe('onFirstUse', () => {
  it('builds nothing until asked, then builds once', () => {
    const build = jest.fn(() => ({ built: true }));
    const value = onFirstUse(build);
    expect(build).not.toHaveBeenCalled();

    const first = value();
    expect(value()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });
});
