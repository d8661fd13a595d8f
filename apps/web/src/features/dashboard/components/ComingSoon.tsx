import { Badge, Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type Role } from '@vitalsync/contracts';
import { Link } from 'react-router-dom';

import { usePageTitle } from '../../../app/usePageTitle';
import { type DashboardSection } from '../dashboardSections';

interface ComingSoonProps {
  role: Role;
  section: DashboardSection;
}

/** A dashboard page that is not built yet: its title and purpose, and a way back, never a blank page. */
export const ComingSoon = ({ role, section }: ComingSoonProps) => {
  usePageTitle(section.label);
  const { icon: SectionIcon } = section;

  return (
    <Card py={56} px={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="sm" maw={440} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light">
          <SectionIcon size={32} stroke={1.6} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }} mt="xs">
          {section.label}
        </Title>
        <Text c="dimmed">{section.description}</Text>
        <Badge variant="light" size="lg" radius="sm">
          Coming soon
        </Badge>
        <Button
          component={Link}
          to={`/dashboard/${role}`}
          variant="light"
          leftSection={<IconArrowLeft size={18} />}
          mt="sm"
        >
          Back to dashboard home
        </Button>
      </Stack>
    </Card>
  );
};
