/** Spec section 9: the local preview keeps 10 px from every edge of the window. */
export const PREVIEW_MARGIN = 10;

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/**
 * The nearest position at which a box of `size` stays inside `area` with `margin` on every side. A box larger
 * than the area keeps the top-left margin.
 */
export const clampToArea = (position: Point, size: Size, area: Size, margin = PREVIEW_MARGIN): Point => ({
  x: Math.max(margin, Math.min(position.x, area.width - size.width - margin)),
  y: Math.max(margin, Math.min(position.y, area.height - size.height - margin)),
});

/** Where the preview starts without a stage to sit on: the bottom-right corner, inside the margin. */
export const bottomRight = (size: Size, area: Size, margin = PREVIEW_MARGIN): Point =>
  clampToArea({ x: area.width, y: area.height }, size, area, margin);

/** The on-screen edges of the remote video the preview starts on. */
export interface StageEdges {
  top: number;
  right: number;
}

/**
 * Where the preview starts over the remote video: its top-right corner, inside the margin, as video apps do. At the
 * window's bottom-right it covered the call controls on a phone.
 */
export const overStage = (size: Size, stage: StageEdges, area: Size, margin = PREVIEW_MARGIN): Point =>
  clampToArea({ x: stage.right - size.width - margin, y: stage.top + margin }, size, area, margin);

/** How far one arrow key moves the preview; with Shift, further. */
export const KEY_STEP = 20;
export const KEY_STEP_LARGE = 80;

const ARROWS: Readonly<Record<string, Point>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** The position after an arrow key, or undefined for any other key. */
export const movedByKey = (position: Point, key: string, large: boolean): Point | undefined => {
  const direction = ARROWS[key];
  if (!direction) return undefined;
  const step = large ? KEY_STEP_LARGE : KEY_STEP;
  return { x: position.x + direction.x * step, y: position.y + direction.y * step };
};
