import { Alert, Button } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';

import { FailureAlert } from '../../../layout/FailureAlert';
import { type ChatConnection } from '../chatSession';

interface ConnectionBannerProps {
  connection: ChatConnection;
  refusal: string | undefined;
  onReconnect: () => void;
}

export const RECONNECTING_MESSAGE = 'Reconnecting…';

/** Says so while the chat is away: reconnecting on its own, or refused with the server's reason and a retry. */
export const ConnectionBanner = ({ connection, refusal, onReconnect }: ConnectionBannerProps) => {
  if (connection === 'reconnecting') {
    return (
      <Alert
        role="status"
        color="yellow"
        variant="light"
        icon={<IconPlugConnectedX size={20} aria-hidden />}
        title={RECONNECTING_MESSAGE}
      >
        Messages you send now are queued and go out as soon as the chat is back.
      </Alert>
    );
  }
  if (connection === 'refused') {
    return (
      <FailureAlert message={refusal ?? 'The chat is not available.'}>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onReconnect}
        >
          Try again
        </Button>
      </FailureAlert>
    );
  }
  return null;
};
