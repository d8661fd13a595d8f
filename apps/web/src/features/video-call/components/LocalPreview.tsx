import { type RefObject } from 'react';

import { PREVIEW_MARGIN } from '../dragBounds';
import { useDraggablePreview } from '../hooks/useDraggablePreview';

import { StreamVideo } from './StreamVideo';
import classes from './VideoCall.module.css';

interface LocalPreviewProps {
  stream: MediaStream | undefined;
  cameraOff: boolean;
  /** The video area it moves in (its positioned parent). */
  area: RefObject<HTMLElement | null>;
}

/** The own camera, in a small box the pointer drags and the arrow keys move (Shift for larger steps). */
export const LocalPreview = ({ stream, cameraOff, area }: LocalPreviewProps) => {
  const { ref, position, handlers } = useDraggablePreview(area);
  return (
    <div
      ref={ref}
      className={classes.preview}
      role="group"
      aria-label="Your camera preview. Drag it, or move it with the arrow keys."
      tabIndex={0}
      style={
        position ? { left: position.x, top: position.y } : { right: PREVIEW_MARGIN, top: PREVIEW_MARGIN }
      }
      {...handlers}
    >
      <StreamVideo stream={stream} label="Your camera" className={classes.local} muted />
      {cameraOff || !stream ? (
        <div className={classes.cameraOff}>{cameraOff ? 'Camera off' : 'No camera'}</div>
      ) : null}
    </div>
  );
};
