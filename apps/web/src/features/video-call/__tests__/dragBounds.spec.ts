import {
  bottomRight,
  overStage,
  clampToArea,
  KEY_STEP,
  KEY_STEP_LARGE,
  movedByKey,
  PREVIEW_MARGIN,
} from '../dragBounds';

const box = { width: 240, height: 180 };
const window1280 = { width: 1280, height: 800 };

describe('the draggable preview bounds (spec section 9: 10 px margin)', () => {
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

  it('starts in the bottom-right corner, on a 375 px phone too', () => {
    expect(bottomRight(box, window1280)).toEqual({ x: 1030, y: 610 });
    expect(bottomRight({ width: 112, height: 84 }, { width: 375, height: 667 })).toEqual({ x: 253, y: 573 });
  });

  it('moves by arrow keys, further with Shift, and ignores other keys', () => {
    expect(movedByKey({ x: 100, y: 100 }, 'ArrowLeft', false)).toEqual({ x: 100 - KEY_STEP, y: 100 });
    expect(movedByKey({ x: 100, y: 100 }, 'ArrowDown', true)).toEqual({ x: 100, y: 100 + KEY_STEP_LARGE });
    expect(movedByKey({ x: 100, y: 100 }, 'Enter', false)).toBeUndefined();
  });
});

describe('overStage', () => {
  it("starts at the stage's top-right corner, inside the margin", () => {
    expect(
      overStage({ width: 112, height: 84 }, { top: 257, right: 352 }, { width: 375, height: 667 }),
    ).toEqual({
      x: 230,
      y: 267,
    });
  });

  it('stays inside the window when the stage reaches past it', () => {
    expect(
      overStage({ width: 112, height: 84 }, { top: -40, right: 500 }, { width: 375, height: 667 }),
    ).toEqual({
      x: 253,
      y: 10,
    });
  });
});
