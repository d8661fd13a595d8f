import { type RefObject } from 'react';

import { useDraggablePreview } from '../hooks/useDraggablePreview';

import { StreamVideo } from './StreamVideo';
import classes from './VideoCall.module.css';

interface LocalPreviewProps {
  stream: MediaStream | undefined;
  cameraOff: boolean;
  /** The remote video it starts over. */
  stage?: RefObject<HTMLElement | null>;
}

/** The own camera, in a small box the pointer drags and the arrow keys move (Shift for larger steps). */
export const LocalPreview = ({ stream, cameraOff, stage }: LocalPreviewProps) => {
  const { ref, position, handlers } = useDraggablePreview(stage);
  return (
    <div
      ref={ref}
      className={classes.preview}
      role="group"
      aria-label="Your camera preview. Drag it, or move it with the arrow keys."
      tabIndex={0}
      style={position ? { left: position.x, top: position.y } : { right: 10, bottom: 10 }}
      {...handlers}
    >
      <StreamVideo stream={stream} label="Your camera" className={classes.local} muted />
      {cameraOff || !stream ? (
        <div className={classes.cameraOff}>{cameraOff ? 'Camera off' : 'No camera'}</div>
      ) : null}
    </div>
  );
};
