import { Avatar, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { type Role } from '@vitalsync/contracts';

import { selectSession, useAppSelector } from '../../../app/hooks';
import { usePageTitle } from '../../../app/usePageTitle';

const ROLE_TITLES: Record<Role, string> = { user: 'Patient dashboard', doctor: 'Doctor dashboard' };

interface DashboardWelcomeProps {
  role: Role;
  summary: string;
}

/** The greeting at the top of a dashboard home. */
export const DashboardWelcome = ({ role, summary }: DashboardWelcomeProps) => {
  usePageTitle(ROLE_TITLES[role]);
  const { profile } = useAppSelector(selectSession);
  const fullName = profile?.personal_info?.fullName;

  return (
    <Container size="lg" py={48} w="100%">
      <Card>
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar size={64} radius="xl" color="teal" name={fullName ?? ROLE_TITLES[role]} />
          <Stack gap={4}>
            <Text size="sm" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
              {ROLE_TITLES[role]}
            </Text>
            <Title order={1} fz={{ base: 24, sm: 30 }}>
              {fullName ? `Welcome, ${fullName}` : 'Welcome'}
            </Title>
            <Text c="dimmed">{summary}</Text>
          </Stack>
        </Group>
      </Card>
    </Container>
  );
};
