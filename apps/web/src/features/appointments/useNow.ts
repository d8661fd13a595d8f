import { useEffect, useState } from 'react';

/** How often time-dependent content is re-checked: a "Start Call" appears, a card moves to Past, within this. */
const NOW_REFRESH_MS = 30_000;

/** The current time in epoch milliseconds, refreshed on its own, so what depends on it changes without a reload. */
export const useNow = (): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), NOW_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
};
