import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';

import { clampToArea, movedByKey, type Point, type Size, topRightOf } from '../dragBounds';

const sizeOf = (element: HTMLElement | null | undefined): Size => {
  const rect = element?.getBoundingClientRect();
  return { width: rect?.width ?? 0, height: rect?.height ?? 0 };
};

/**
 * A box inside the video `area` that the pointer drags and the arrow keys move, always 10 px inside the area's
 * edges (docs/product/limits.md#video-preview-margin), and put back inside whenever the area or the window changes
 * size. It starts at the area's top-right corner. Positions are in the area's coordinates (the box is absolutely
 * positioned in it).
 */
export const useDraggablePreview = (area: RefObject<HTMLElement | null>) => {
  const ref = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Point>();
  const grab = useRef<Point | undefined>(undefined);

  const place = useCallback(
    (next: Point) => setPosition(clampToArea(next, sizeOf(ref.current), sizeOf(area.current))),
    [area],
  );

  useEffect(() => {
    setPosition(topRightOf(sizeOf(ref.current), sizeOf(area.current)));
    const refit = () =>
      setPosition((current) => current && clampToArea(current, sizeOf(ref.current), sizeOf(area.current)));
    window.addEventListener('resize', refit);
    // The area also changes size without the window doing so (the phone's toolbar, a status line appearing).
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(refit);
    if (area.current) observer?.observe(area.current);
    return () => {
      window.removeEventListener('resize', refit);
      observer?.disconnect();
    };
  }, [area]);

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
