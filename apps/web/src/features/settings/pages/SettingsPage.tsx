import { Stack, Text, Title } from '@mantine/core';

import { usePageTitle } from '../../../app/usePageTitle';
import { EmailSettingsCard } from '../components/EmailSettingsCard';

/** `/dashboard/{role}/settings` (the spec's placeholder, made real): a person's own account preferences. */
export const SettingsPage = () => {
  usePageTitle('Settings');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Settings
        </Title>
        <Text c="dimmed">Your account preferences.</Text>
      </div>
      <EmailSettingsCard />
    </Stack>
  );
};
