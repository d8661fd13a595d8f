import { Button, Group, Modal, Text } from '@mantine/core';

export const END_CONSULTATION_TITLE = 'End consultation?';

interface EndConsultationDialogProps {
  opened: boolean;
  patientName: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** The doctor's End Call completes the appointment, which cannot be undone: it is asked for first. */
export const EndConsultationDialog = ({
  opened,
  patientName,
  onConfirm,
  onClose,
}: EndConsultationDialogProps) => (
  <Modal
    opened={opened}
    onClose={onClose}
    title={END_CONSULTATION_TITLE}
    centered
    closeButtonProps={{ 'aria-label': 'Close' }}
  >
    <Text>{`Ending the call completes the appointment with ${patientName}. You can then write the prescription.`}</Text>
    <Group justify="flex-end" mt="lg">
      <Button variant="default" onClick={onClose}>
        Keep talking
      </Button>
      <Button color="red.9" onClick={onConfirm}>
        End consultation
      </Button>
    </Group>
  </Modal>
);
