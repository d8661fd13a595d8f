import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type Profile, type Role } from '@vitalsync/contracts';

import { usePageTitle } from '../../../app/usePageTitle';
import { ProfilePicture } from '../../profile/components/ProfilePicture';
import { isDoctorProfile } from '../../profile/forms/profileForm';

import classes from './DashboardWelcome.module.css';

const ROLE_TITLES: Record<Role, string> = { user: 'Patient dashboard', doctor: 'Doctor dashboard' };

/** "Welcome, Dr. Grey"; a name already written with the title is not titled twice. */
export const greetingFor = (role: Role, fullName: string): string => {
  if (!fullName) return 'Welcome';
  if (role === 'user' || /^dr\.?\s/i.test(fullName)) return `Welcome, ${fullName}`;
  return `Welcome, Dr. ${fullName}`;
};

interface DashboardWelcomeProps {
  role: Role;
  profile: Profile;
  summary: string;
}

/** The greeting at the top of a dashboard home, with the account's picture. */
export const DashboardWelcome = ({ role, profile, summary }: DashboardWelcomeProps) => {
  usePageTitle(ROLE_TITLES[role]);
  const { fullName } = profile.personal_info;
  const speciality = isDoctorProfile(profile) ? profile.professional_info.speciality : '';

  return (
    <Card className={classes.card} p={{ base: 'lg', sm: 'xl' }}>
      <Group gap="lg" wrap="nowrap" align="center">
        <ProfilePicture file={profile.profilePicture} name={fullName} size={72} />
        <Stack gap={4} miw={0}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase" lts={0.6}>
            {ROLE_TITLES[role]}
          </Text>
          <Title order={1} fz={{ base: 22, sm: 28 }} className={classes.greeting}>
            {greetingFor(role, fullName)}
          </Title>
          {speciality ? (
            <Group gap="xs">
              <Badge variant="light" radius="sm">
                {speciality}
              </Badge>
            </Group>
          ) : null}
          <Text c="dimmed" size="sm">
            {summary}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
};
