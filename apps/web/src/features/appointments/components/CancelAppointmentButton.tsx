import { Button } from '@mantine/core';
import { IconX } from '@tabler/icons-react';

import { notifySuccess } from '../../../app/notify';
import { useConfirmedAction } from '../../../app/useConfirmedAction';
import { ConfirmDialog } from '../../../layout/ConfirmDialog';
import { useTransitionAppointmentMutation } from '../api';

export const APPOINTMENT_CANCELLED_MESSAGE = 'Appointment cancelled.';

interface CancelAppointmentButtonProps {
  appointmentId: string;
  /** The dialog's sentence: whose appointment and when. */
  description: string;
  /**
   * Called once the server has cancelled it (docs/product/states.md#appointment-lifecycle: the item leaves the list
   * only then).
   */
  onCancelled: (appointmentId: string) => void;
  disabled?: boolean;
}

/** "Cancel", confirmed in a dialog that stays open, saying why, when the server refuses. */
export const CancelAppointmentButton = ({
  appointmentId,
  description,
  onCancelled,
  disabled = false,
}: CancelAppointmentButtonProps) => {
  const [transition, { isLoading }] = useTransitionAppointmentMutation();
  const { opened, failure, open, dismiss, confirm } = useConfirmedAction(
    () => transition({ id: appointmentId, action: 'cancel' }).unwrap(),
    () => {
      notifySuccess(APPOINTMENT_CANCELLED_MESSAGE);
      onCancelled(appointmentId);
    },
  );

  return (
    <>
      <Button
        variant="default"
        c="var(--mantine-color-error)"
        leftSection={<IconX size={18} aria-hidden />}
        disabled={disabled}
        onClick={open}
      >
        Cancel
      </Button>
      <ConfirmDialog
        opened={opened}
        title="Cancel this appointment?"
        description={description}
        keepLabel="Keep appointment"
        confirmLabel="Cancel appointment"
        busy={isLoading}
        error={failure}
        onClose={dismiss}
        onConfirm={() => void confirm()}
      />
    </>
  );
};
