/** docs/product/limits.md#video-preview-margin: the local preview keeps 10 px from every edge of the video area. */
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
 * The nearest position at which a box of `size` stays inside `area` with `margin` on every side, in the area's own
 * coordinates (0, 0 at its top-left). A box larger than the area keeps the top-left margin. Used on every drag
 * step, arrow key and resize, so the preview can never be moved onto the site header or the call controls.
 */
export const clampToArea = (position: Point, size: Size, area: Size, margin = PREVIEW_MARGIN): Point => ({
  x: Math.max(margin, Math.min(position.x, area.width - size.width - margin)),
  y: Math.max(margin, Math.min(position.y, area.height - size.height - margin)),
});

/** Where the preview starts: the video area's top-right corner, inside the margin, as video apps do. */
export const topRightOf = (size: Size, area: Size, margin = PREVIEW_MARGIN): Point =>
  clampToArea({ x: area.width, y: 0 }, size, area, margin);

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
