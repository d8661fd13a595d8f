import { Card, Text, ThemeIcon, Title } from '@mantine/core';
import { type ReactNode } from 'react';

interface FeatureCardProps {
  icon: ReactNode;
  title: string;
  description: string;
}

export const FeatureCard = ({ icon, title, description }: FeatureCardProps) => (
  <Card h="100%">
    <ThemeIcon size={48} radius="md" variant="light">
      {icon}
    </ThemeIcon>
    <Title order={3} fz="lg" mt="lg">
      {title}
    </Title>
    <Text c="dimmed" mt="xs" lh={1.6}>
      {description}
    </Text>
  </Card>
);
