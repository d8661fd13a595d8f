import { AI_TYPING_MS_PER_CHAR } from '@vitalsync/shared';
import { useEffect, useMemo, useRef, useState } from 'react';

/** The time source of the typing effect: tests pass a fake one (or run on Jest's fake timers). */
export interface TypingClock {
  now: () => number;
  /** Calls `tick` every `ms` until the returned function is called. */
  every: (ms: number, tick: () => void) => () => void;
}

export const systemClock: TypingClock = {
  now: () => Date.now(),
  every: (ms, tick) => {
    const handle = setInterval(tick, ms);
    return () => clearInterval(handle);
  },
};

interface TypewriterOptions {
  /** false: the whole text at once (an earlier reply, an emergency, or the reader chose not to wait). */
  active: boolean;
  msPerChar?: number;
  clock?: TypingClock;
  onDone?: () => void;
}

export interface Typewriter {
  shown: string;
  done: boolean;
}

/**
 * Types `text` out at `msPerChar` per character (30 ms, docs/product/limits.md#assistant-typing-speed). The count
 * follows the time elapsed, not the number of ticks, so a throttled background tab catches up rather than falling
 * behind; characters are code points, so an emoji never shows half.
 */
export const useTypewriter = (
  text: string,
  { active, msPerChar = AI_TYPING_MS_PER_CHAR, clock = systemClock, onDone }: TypewriterOptions,
): Typewriter => {
  const characters = useMemo(() => Array.from(text), [text]);
  const [typed, setTyped] = useState(active ? 0 : characters.length);
  const total = characters.length;
  const reportDone = useRef(onDone);
  reportDone.current = onDone;

  useEffect(() => {
    if (!active) return undefined;
    const start = clock.now();
    setTyped(0);
    const stop = clock.every(msPerChar, () => {
      const count = Math.min(total, Math.floor((clock.now() - start) / msPerChar));
      setTyped((current) => Math.max(current, count));
      if (count >= total) stop();
    });
    return stop;
  }, [active, characters, total, msPerChar, clock]);

  const done = !active || typed >= total;
  // Only the moment typing ends is reported, whatever the identity of onDone from render to render.
  useEffect(() => {
    if (active && done) reportDone.current?.();
  }, [active, done]);

  return { shown: done ? text : characters.slice(0, typed).join(''), done };
};
