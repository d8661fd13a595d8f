import { Button } from '@mantine/core';
import { type Icon, IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { EmptyState } from '../../../layout/EmptyState';
import { consultationPath } from '../consultationTabs';

interface NothingYetProps {
  message: string;
  icon: Icon;
}

/** A tab with nothing to show yet, and the way to change that: booking an appointment. */
export const NothingYet = ({ message, icon }: NothingYetProps) => (
  <EmptyState icon={icon} message={message}>
    <Button
      component={Link}
      to={consultationPath('book-appointment')}
      variant="light"
      leftSection={<IconCalendarPlus size={18} aria-hidden />}
    >
      Book Appointment
    </Button>
  </EmptyState>
);
