import { APPOINTMENT_REASON_MAX_LENGTH } from '@vitalsync/contracts';

import { AutosizeTextarea } from '../../../forms/AutosizeTextarea';

interface ReasonFieldProps {
  value: string;
  onChange: (reason: string) => void;
  disabled: boolean;
}

/** Why the patient books (optional), with a count of what is left, since the server stops at the limit. */
export const ReasonField = ({ value, onChange, disabled }: ReasonFieldProps) => (
  <AutosizeTextarea
    label="Reason"
    placeholder="Optional: what would you like to discuss?"
    value={value}
    onChange={(event) => onChange(event.currentTarget.value)}
    maxLength={APPOINTMENT_REASON_MAX_LENGTH}
    minRows={3}
    maxRows={8}
    disabled={disabled}
    description={`${value.length}/${APPOINTMENT_REASON_MAX_LENGTH} characters`}
    inputWrapperOrder={['label', 'input', 'description', 'error']}
  />
);
