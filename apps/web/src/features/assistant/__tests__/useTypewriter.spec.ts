import { act, renderHook } from '@testing-library/react';

import { type TypingClock, useTypewriter } from '../hooks/useTypewriter';

/** A clock the test moves by hand: `advance` moves time and runs the ticks due. */
const manualClock = () => {
  let now = 0;
  const ticks = new Set<{ every: number; next: number; tick: () => void }>();
  const clock: TypingClock = {
    now: () => now,
    every: (ms, tick) => {
      const entry = { every: ms, next: now + ms, tick };
      ticks.add(entry);
      return () => ticks.delete(entry);
    },
  };
  const advance = (ms: number) =>
    act(() => {
      const end = now + ms;
      for (;;) {
        const due = [...ticks].filter((entry) => entry.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        now = due.next;
        due.next += due.every;
        due.tick();
      }
      now = end;
    });
  return { clock, advance, running: () => ticks.size };
};

describe('useTypewriter', () => {
  it('types one character every 30 ms and reports the end once', () => {
    const { clock, advance, running } = manualClock();
    const onDone = jest.fn();
    const { result } = renderHook(() => useTypewriter('Hello', { active: true, clock, onDone }));

    expect(result.current).toEqual({ shown: '', done: false });
    advance(30);
    expect(result.current.shown).toBe('H');
    advance(59);
    expect(result.current.shown).toBe('He');
    advance(1);
    expect(result.current.shown).toBe('Hel');
    expect(onDone).not.toHaveBeenCalled();

    advance(60);
    expect(result.current).toEqual({ shown: 'Hello', done: true });
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(running()).toBe(0);
  });

  it('catches up from the time elapsed when ticks come late (a background tab)', () => {
    let now = 0;
    let tick = () => undefined as void;
    const clock: TypingClock = {
      now: () => now,
      every: (_ms, next) => {
        tick = next;
        return () => undefined;
      },
    };
    const { result } = renderHook(() => useTypewriter('abcdefgh', { active: true, clock }));
    now = 1_000;
    act(() => tick());
    expect(result.current).toEqual({ shown: 'abcdefgh', done: true });
  });

  it('never shows half of a character made of two code units', () => {
    const { clock, advance } = manualClock();
    const { result } = renderHook(() => useTypewriter('❤️🩺 ok', { active: true, clock, msPerChar: 30 }));
    advance(60);
    expect(result.current.shown).toBe('❤️');
    advance(30);
    expect(result.current.shown).toBe('❤️🩺');
  });

  it('shows the whole text at once when not active, and when typing is stopped', () => {
    const { clock, advance } = manualClock();
    const { result, rerender } = renderHook(({ active }) => useTypewriter('Hello', { active, clock }), {
      initialProps: { active: true },
    });
    advance(30);
    rerender({ active: false });
    expect(result.current).toEqual({ shown: 'Hello', done: true });
  });
});
