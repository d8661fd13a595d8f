import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

import { failureMessage } from '../app/apiError';

import { FailureAlert } from './FailureAlert';

interface LoadFailureProps {
  error: unknown;
  onRetry: () => void;
  /** The new attempt is under way. */
  retrying?: boolean;
}

/** Something that could not be loaded: why, in the server's words, and a way to ask again. */
export const LoadFailure = ({ error, onRetry, retrying = false }: LoadFailureProps) => (
  <FailureAlert message={failureMessage(error)}>
    <Button
      variant="default"
      size="xs"
      leftSection={<IconRefresh size={16} aria-hidden />}
      onClick={onRetry}
      loading={retrying}
    >
      Try again
    </Button>
  </FailureAlert>
);
