import { Group, SegmentedControl } from '@mantine/core';
import { IconLayoutGrid, IconList } from '@tabler/icons-react';
import { type ReactNode } from 'react';

import { type AppointmentView } from '../hooks/useAppointmentView';

const option = (value: AppointmentView, label: string, icon: ReactNode) => ({
  value,
  label: (
    <Group gap={6} wrap="nowrap" justify="center">
      {icon}
      <span>{label}</span>
    </Group>
  ),
});

const OPTIONS = [
  option('list', 'List', <IconList size={16} aria-hidden />),
  option('grid', 'Grid', <IconLayoutGrid size={16} aria-hidden />),
];

interface AppointmentViewToggleProps {
  value: AppointmentView;
  onChange: (view: string) => void;
}

/**
 * List or grid (docs/product/screens-and-routes.md#patient-appointments), as two radio buttons a keyboard moves
 * between with the arrow keys.
 */
export const AppointmentViewToggle = ({ value, onChange }: AppointmentViewToggleProps) => (
  <SegmentedControl aria-label="Layout" value={value} onChange={onChange} data={OPTIONS} />
);
