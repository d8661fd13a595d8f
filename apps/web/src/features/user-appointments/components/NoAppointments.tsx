import { Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';

import { EmptyState } from '../../../layout/EmptyState';

import { BookAppointmentButton } from './BookAppointmentButton';

/** The empty list: what it will hold, and the way to fill it. */
export const NoAppointments = () => (
  <EmptyState icon={IconCalendarEvent} message="You have no appointments yet.">
    <Text c="dimmed">Book a video call or a chat with a doctor; it will appear here.</Text>
    <BookAppointmentButton />
  </EmptyState>
);
