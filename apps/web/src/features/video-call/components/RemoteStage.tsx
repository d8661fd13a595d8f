import { StreamVideo } from './StreamVideo';
import classes from './VideoCall.module.css';

interface RemoteStageProps {
  stream: MediaStream | undefined;
  peer: string;
  playing: boolean;
  onPlaying: () => void;
}

/** The other participant's video, with a plain word on the stage until it plays. */
export const RemoteStage = ({ stream, peer, playing, onPlaying }: RemoteStageProps) => (
  <div className={classes.stage}>
    <StreamVideo
      stream={stream}
      label={`Video of ${peer}`}
      className={classes.remote}
      onPlaying={onPlaying}
    />
    {stream && playing ? null : (
      <div className={classes.waiting} aria-hidden>
        {`${peer}'s video appears here once the call connects.`}
      </div>
    )}
  </div>
);
