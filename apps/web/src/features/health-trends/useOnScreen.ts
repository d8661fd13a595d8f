import { type RefCallback, useCallback, useRef, useState } from 'react';

/** How far below the fold a chart starts loading, so a reader scrolling down rarely sees its placeholder. */
const LOAD_AHEAD = '200px';

/**
 * Whether the element has come near the screen (and stays true once it has): charts load their code and lay
 * themselves out only then, not during a page's first paint (issue 19). Without IntersectionObserver, at once.
 */
export const useOnScreen = <T extends Element>(): [RefCallback<T>, boolean] => {
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | undefined>(undefined);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = undefined;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const watching = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setOnScreen(true);
        watching.disconnect();
      },
      { rootMargin: LOAD_AHEAD },
    );
    watching.observe(element);
    observer.current = watching;
  }, []);
  return [ref, onScreen];
};
