import { SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { usePageTitle } from '../../../app/usePageTitle';
import { useNow } from '../../appointments/useNow';
import { ActivityCard } from '../components/ActivityCard';
import { SleepCard } from '../components/SleepCard';
import { WaterIntakeCard } from '../components/WaterIntakeCard';
import { localDay } from '../water';

/**
 * `/dashboard/user/lifestyle-tracker` (docs/product/screens-and-routes.md#lifestyle-tracker): water intake, kept
 * per day, and sample activity.
 */
export const LifestyleTrackerPage = () => {
  usePageTitle('Lifestyle Tracker');
  const day = localDay(new Date(useNow()));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Lifestyle Tracker
        </Title>
        <Text c="dimmed">Water, activity and sleep: the small habits behind your numbers.</Text>
      </div>
      {/* A new day starts a new tracker (the old one sends what it still holds as it goes). */}
      <WaterIntakeCard key={day} day={day} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ActivityCard />
        <SleepCard />
      </SimpleGrid>
    </Stack>
  );
};
