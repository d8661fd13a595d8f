import { Card, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface SectionCardProps {
  title: string;
  /** One line under the title, saying what the section is for. */
  description?: string;
  children: ReactNode;
}

/** One titled part of a page, a landmark region named by its heading, spaced alike on every dashboard. */
export const SectionCard = ({ title, description, children }: SectionCardProps) => {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={headingId}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Card>
  );
};
