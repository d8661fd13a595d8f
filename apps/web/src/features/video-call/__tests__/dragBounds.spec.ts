import { clampToArea, topRightOf, KEY_STEP, KEY_STEP_LARGE, movedByKey, PREVIEW_MARGIN } from '../dragBounds';

const box = { width: 240, height: 180 };
const window1280 = { width: 1280, height: 800 };
/** The video area at 375 px: the card's width, a 3:4 stage. */
const phoneArea = { width: 343, height: 457 };

describe('the draggable preview bounds (10 px margin)', () => {
  it('uses a 10 px margin', () => expect(PREVIEW_MARGIN).toBe(10));

  it('keeps a position that is already inside', () => {
    expect(clampToArea({ x: 300, y: 200 }, box, window1280)).toEqual({ x: 300, y: 200 });
  });

  it.each([
    [
      { x: -50, y: -50 },
      { x: 10, y: 10 },
    ],
    [
      { x: 5, y: 400 },
      { x: 10, y: 400 },
    ],
    [
      { x: 5000, y: 5000 },
      { x: 1280 - 240 - 10, y: 800 - 180 - 10 },
    ],
    [
      { x: 1031, y: 611 },
      { x: 1030, y: 610 },
    ],
  ])('clamps %j to %j', (position, expected) => {
    expect(clampToArea(position, box, window1280)).toEqual(expected);
  });

  it('keeps the top-left margin when the box is larger than the window', () => {
    expect(clampToArea({ x: 100, y: 100 }, { width: 500, height: 500 }, { width: 300, height: 300 })).toEqual(
      {
        x: 10,
        y: 10,
      },
    );
  });

  it('starts in the top-right corner of the video area, on a 375 px phone too', () => {
    expect(topRightOf(box, window1280)).toEqual({ x: 1030, y: 10 });
    expect(topRightOf({ width: 112, height: 84 }, phoneArea)).toEqual({ x: 221, y: 10 });
  });

  it('puts a preview dragged past any edge of the area back 10 px inside it', () => {
    const preview = { width: 112, height: 84 };
    expect(clampToArea({ x: -300, y: -120 }, preview, phoneArea)).toEqual({ x: 10, y: 10 });
    expect(clampToArea({ x: 900, y: 900 }, preview, phoneArea)).toEqual({ x: 221, y: 363 });
  });

  it('refits a position when the area shrinks (a resize)', () => {
    const preview = { width: 112, height: 84 };
    const before = clampToArea({ x: 221, y: 363 }, preview, phoneArea);
    expect(clampToArea(before, preview, { width: 300, height: 225 })).toEqual({ x: 178, y: 131 });
  });

  it('moves by arrow keys, further with Shift, and ignores other keys', () => {
    expect(movedByKey({ x: 100, y: 100 }, 'ArrowLeft', false)).toEqual({ x: 100 - KEY_STEP, y: 100 });
    expect(movedByKey({ x: 100, y: 100 }, 'ArrowDown', true)).toEqual({ x: 100, y: 100 + KEY_STEP_LARGE });
    expect(movedByKey({ x: 100, y: 100 }, 'Enter', false)).toBeUndefined();
  });
});
