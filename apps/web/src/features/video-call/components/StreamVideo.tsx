import { useEffect, useRef } from 'react';

interface StreamVideoProps {
  stream: MediaStream | undefined;
  label: string;
  className: string;
  /** The own preview is muted: hearing oneself echoes. */
  muted?: boolean;
  onPlaying?: () => void;
}

/** A <video> showing a MediaStream (React cannot set `srcObject` as an attribute). */
export const StreamVideo = ({ stream, label, className, muted = false, onPlaying }: StreamVideoProps) => {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream ?? null;
    // autoPlay covers most cases; play() again for browsers that paused on the source change.
    if (stream && typeof video.play === 'function') void video.play()?.catch(() => undefined);
  }, [stream]);

  return (
    <video
      ref={ref}
      className={className}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
      onPlaying={onPlaying}
    />
  );
};
