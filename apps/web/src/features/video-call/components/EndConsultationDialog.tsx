import { ConfirmDialog } from '../../../layout/ConfirmDialog';

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
  <ConfirmDialog
    opened={opened}
    title={END_CONSULTATION_TITLE}
    description={`Ending the call completes the appointment with ${patientName}. You can then write the prescription.`}
    keepLabel="Keep talking"
    confirmLabel="End consultation"
    // The dialog closes as soon as the doctor confirms; the call page then completes the appointment and hangs up.
    busy={false}
    onClose={onClose}
    onConfirm={onConfirm}
  />
);
