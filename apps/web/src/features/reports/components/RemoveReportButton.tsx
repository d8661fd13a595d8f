import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

import { useConfirmedAction } from '../../../app/useConfirmedAction';
import { FailureAlert } from '../../../layout/FailureAlert';
import { useRemoveReportMutation } from '../api';

interface RemoveReportButtonProps {
  reportId: string;
  title: string;
}

/**
 * The writing doctor takes a report back (written for the wrong patient, or with the wrong file). It cannot be
 * undone, so it is confirmed first; the dialog stays open, saying why, when the server refuses.
 */
export const RemoveReportButton = ({ reportId, title }: RemoveReportButtonProps) => {
  const [remove, { isLoading }] = useRemoveReportMutation();
  const { opened, failure, open, dismiss, confirm } = useConfirmedAction(() => remove(reportId).unwrap());

  return (
    <>
      <Button
        variant="default"
        size="xs"
        c="var(--mantine-color-error)"
        leftSection={<IconTrash size={16} aria-hidden />}
        aria-label={`Remove report: ${title}`}
        onClick={open}
      >
        Remove
      </Button>
      <Modal
        opened={opened}
        onClose={isLoading ? () => undefined : dismiss}
        title="Remove this report?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="lg">
          <Text size="sm">The patient will no longer see it. This cannot be undone.</Text>
          {failure ? <FailureAlert message={failure} /> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={dismiss} disabled={isLoading}>
              Keep it
            </Button>
            <Button color="red.9" onClick={() => void confirm()} loading={isLoading}>
              Remove report
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};
