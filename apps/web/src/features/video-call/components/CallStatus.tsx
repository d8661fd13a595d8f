import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

import { callMessage, MEDIA_MESSAGES } from '../callMessages';
import { type CallState } from '../callState';

interface CallStatusProps {
  call: CallState;
  peer: string;
}

const PROBLEM_PHASES: readonly CallState['phase'][] = ['busy', 'unavailable'];

/** Where the call stands in one sentence, announced as it changes; a camera or microphone problem besides. */
export const CallStatus = ({ call, peer }: CallStatusProps) => {
  const problem = call.connection === 'refused' || PROBLEM_PHASES.includes(call.phase);
  const media = call.media === 'pending' || call.media === 'ready' ? undefined : MEDIA_MESSAGES[call.media];
  return (
    <>
      {media ? (
        <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />}>
          {media}
        </Alert>
      ) : null}
      <Text
        role="status"
        aria-live="polite"
        ta="center"
        fw={600}
        c={problem ? 'var(--mantine-color-error)' : undefined}
      >
        {callMessage(call, peer)}
      </Text>
    </>
  );
};
