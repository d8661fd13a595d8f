import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

import { bottomRight, clampToArea, movedByKey, overStage, type Point, type Size } from '../dragBounds';

const windowSize = (): Size => ({ width: window.innerWidth, height: window.innerHeight });

const sizeOf = (element: HTMLElement | null): Size => {
  const rect = element?.getBoundingClientRect();
  return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
};

/**
 * A box fixed to the window that the pointer drags and the arrow keys move, always 10 px inside the window's
 * edges (spec section 9), and put back inside when the window shrinks. It starts over the `stage`'s top-right
 * corner when there is one.
 */
export const useDraggablePreview = (stage?: RefObject<HTMLElement | null>) => {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Point>();
  const grab = useRef<Point | undefined>(undefined);

  const place = useCallback((next: Point) => {
    setPosition(clampToArea(next, sizeOf(ref.current), windowSize()));
  }, []);

  useEffect(() => {
    const stageRect = stage?.current?.getBoundingClientRect();
    setPosition(
      stageRect
        ? overStage(sizeOf(ref.current), stageRect, windowSize())
        : bottomRight(sizeOf(ref.current), windowSize()),
    );
    const refit = () =>
      setPosition((current) => current && clampToArea(current, sizeOf(ref.current), windowSize()));
    window.addEventListener('resize', refit);
    return () => window.removeEventListener('resize', refit);
  }, [stage]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!position) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    grab.current = { x: event.clientX - position.x, y: event.clientY - position.y };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!grab.current) return;
    place({ x: event.clientX - grab.current.x, y: event.clientY - grab.current.y });
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    grab.current = undefined;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    const next = position && movedByKey(position, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    place(next);
  };

  return {
    ref,
    position,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown },
  };
};
