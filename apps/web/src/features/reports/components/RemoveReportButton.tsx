import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

import { useConfirmedAction } from '../../../app/useConfirmedAction';
import { ConfirmDialog } from '../../../layout/ConfirmDialog';
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
      <ConfirmDialog
        opened={opened}
        title="Remove this report?"
        description="The patient will no longer see it. This cannot be undone."
        keepLabel="Keep it"
        confirmLabel="Remove report"
        busy={isLoading}
        error={failure}
        onClose={dismiss}
        onConfirm={() => void confirm()}
      />
    </>
  );
};
