import { Badge } from '@mantine/core';
import { type AppointmentStatus } from '@vitalsync/contracts';

import { statusLabel } from '../appointmentLabels';

const CALM_COLORS: Partial<Record<AppointmentStatus, string>> = { scheduled: 'teal', completed: 'gray' };

/**
 * The status, capitalised; any status but scheduled and completed in red (docs/product/entities.md#appointment),
 * its text in the theme's error colour, which keeps 4.5:1 on the light badge in both schemes.
 */
export const AppointmentStatusBadge = ({ status }: { status: AppointmentStatus }) => {
  const calm = CALM_COLORS[status];
  return (
    <Badge
      variant="light"
      color={calm ?? 'red'}
      c={calm ? undefined : 'var(--mantine-color-error)'}
      tt="none"
      radius="sm"
      size="lg"
    >
      {statusLabel(status)}
    </Badge>
  );
};
