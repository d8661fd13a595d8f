import { Badge, type BadgeProps, type MantineSize } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

import classes from './EmergencyBadge.module.css';

/** The one emergency flag of the doctor's screens: red, with an icon, and the word in full (never "EMERGEN…"). */
export const EmergencyBadge = ({
  size = 'md',
  ...props
}: { size?: MantineSize } & Pick<BadgeProps, 'ml' | 'mt'>) => (
  <Badge
    {...props}
    color="red.9"
    radius="sm"
    size={size}
    tt="none"
    leftSection={<IconAlertTriangle size={size === 'lg' ? 14 : 12} aria-hidden />}
    classNames={{ root: classes.root, label: classes.label }}
  >
    Emergency
  </Badge>
);
