import { Button, Group } from '@mantine/core';
import {
  IconMicrophone,
  IconMicrophoneOff,
  IconPhone,
  IconPhoneOff,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';

import { canStartCall, type CallState, isCallActive } from '../callState';

interface CallControlsProps {
  call: CallState;
  hasMedia: boolean;
  onStart: () => void;
  onEnd: () => void;
  onToggleMute: () => void;
  onToggleCamera: () => void;
}

/**
 * docs/product/screens-and-routes.md#video-call: "Start Call" and "End Call"; ours adds mute and camera toggles
 * (pressed = off).
 */
export const CallControls = ({
  call,
  hasMedia,
  onStart,
  onEnd,
  onToggleMute,
  onToggleCamera,
}: CallControlsProps) => (
  <Group gap="sm" justify="center" wrap="wrap">
    {isCallActive(call) ? (
      <Button color="red.9" leftSection={<IconPhoneOff size={18} aria-hidden />} onClick={onEnd}>
        End Call
      </Button>
    ) : (
      <Button
        leftSection={<IconPhone size={18} aria-hidden />}
        onClick={onStart}
        disabled={!canStartCall(call)}
      >
        Start Call
      </Button>
    )}
    <Button
      variant="default"
      aria-pressed={call.muted}
      disabled={!hasMedia}
      leftSection={
        call.muted ? <IconMicrophoneOff size={18} aria-hidden /> : <IconMicrophone size={18} aria-hidden />
      }
      onClick={onToggleMute}
    >
      {call.muted ? 'Unmute' : 'Mute'}
    </Button>
    <Button
      variant="default"
      aria-pressed={call.cameraOff}
      disabled={!hasMedia}
      leftSection={
        call.cameraOff ? <IconVideoOff size={18} aria-hidden /> : <IconVideo size={18} aria-hidden />
      }
      onClick={onToggleCamera}
    >
      {call.cameraOff ? 'Camera on' : 'Camera off'}
    </Button>
  </Group>
);
