import { Group, Radio } from '@mantine/core';
import { APPOINTMENT_TYPES, type AppointmentType, LEGACY_VIDEO_TYPE } from '@vitalsync/contracts';

import { modeLabel } from '../../appointments/appointmentLabels';
import { type BookingDraft } from '../booking/bookingDraft';

interface ConsultationTypeFieldProps {
  value: BookingDraft['type'];
  onChange: (type: AppointmentType) => void;
  disabled: boolean;
}

const isAppointmentType = (value: string): value is AppointmentType =>
  APPOINTMENT_TYPES.some((type) => type === value);

/** Video call or chat. The spec's initial "video" matches neither option; it is what video call means, so shown as it. */
export const ConsultationTypeField = ({ value, onChange, disabled }: ConsultationTypeFieldProps) => (
  <Radio.Group
    label="Consultation type"
    value={value === LEGACY_VIDEO_TYPE ? 'video-call' : value}
    onChange={(next) => {
      if (isAppointmentType(next)) onChange(next);
    }}
  >
    <Group gap="lg" mt={6}>
      {APPOINTMENT_TYPES.map((type) => (
        <Radio key={type} value={type} label={modeLabel(type)} disabled={disabled} />
      ))}
    </Group>
  </Radio.Group>
);
