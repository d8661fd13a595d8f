import { Button, Group, Modal, Stack, Text } from '@mantine/core';

import { FailureAlert } from '../../../layout/FailureAlert';

interface CancelAppointmentDialogProps {
  opened: boolean;
  /** Whose appointment and when, and who will be told. */
  description: string;
  cancelling: boolean;
  /** Why the server refused, shown in the dialog so the choice can be made again. */
  error?: string;
  onClose: () => void;
  onConfirm: () => void;
}

/** Cancelling cannot be undone and tells the other party: it is confirmed first, on both dashboards alike. */
export const CancelAppointmentDialog = ({
  opened,
  description,
  cancelling,
  error,
  onClose,
  onConfirm,
}: CancelAppointmentDialogProps) => (
  <Modal
    opened={opened}
    onClose={cancelling ? () => undefined : onClose}
    title="Cancel this appointment?"
    centered
    closeButtonProps={{ 'aria-label': 'Close' }}
  >
    <Stack gap="lg">
      <Text size="sm">{description}</Text>
      {error ? <FailureAlert message={error} /> : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={cancelling}>
          Keep appointment
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={cancelling}>
          Cancel appointment
        </Button>
      </Group>
    </Stack>
  </Modal>
);
