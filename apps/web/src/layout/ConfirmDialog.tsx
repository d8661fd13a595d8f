import { Button, Group, Stack, Text } from '@mantine/core';

import { FailureAlert } from './FailureAlert';
import { LazyModal } from './LazyModal';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, and to whom. */
  description: string;
  keepLabel: string;
  confirmLabel: string;
  /** The server is at work: the dialog cannot be closed, and confirming shows it. */
  busy: boolean;
  /** Why the server refused, shown in the dialog so the choice can be made again. */
  error?: string;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * Asks before what cannot be undone (cancelling an appointment, removing a report, ending a consultation), with a way
 * to keep things.
 */
export const ConfirmDialog = ({
  opened,
  title,
  description,
  keepLabel,
  confirmLabel,
  busy,
  error,
  onClose,
  onConfirm,
}: ConfirmDialogProps) => (
  <LazyModal
    opened={opened}
    onClose={busy ? () => undefined : onClose}
    title={title}
    centered
    closeButtonProps={{ 'aria-label': 'Close' }}
  >
    <Stack gap="lg">
      <Text size="sm">{description}</Text>
      {error ? <FailureAlert message={error} /> : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {keepLabel}
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  </LazyModal>
);
