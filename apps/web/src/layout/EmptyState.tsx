import { Card, Stack, Text, ThemeIcon } from '@mantine/core';
import { type Icon } from '@tabler/icons-react';
import { type ReactNode } from 'react';

interface EmptyStateProps {
  icon: Icon;
  /** What is missing, in one sentence. */
  message: string;
  /** A line of explanation, or the way to fill the space (a button). */
  children?: ReactNode;
}

/** A list or tab with nothing to show yet: an icon, the reason and, when there is one, the way forward. */
export const EmptyState = ({ icon: StateIcon, message, children }: EmptyStateProps) => (
  <Card py={48} px={{ base: 'lg', sm: 'xl' }}>
    <Stack align="center" ta="center" gap="sm" maw={440} mx="auto">
      <ThemeIcon size={56} radius="xl" variant="light">
        <StateIcon size={28} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{message}</Text>
      {children}
    </Stack>
  </Card>
);
