import { SimpleGrid, Stack, Text, Title } from '@mantine/core';

import { usePageTitle } from '../../../app/usePageTitle';
import { LoadFailure } from '../../../layout/LoadFailure';
import { AlertsCard } from '../components/AlertsCard';
import { MedicalFactsCard } from '../components/MedicalFactsCard';
import { OverviewSkeleton } from '../components/OverviewSkeleton';
import { StepsTodayCard } from '../components/StepsTodayCard';
import { SummaryCard } from '../components/SummaryCard';
import { TipsCard } from '../components/TipsCard';
import { TrendsSection } from '../components/TrendsSection';
import { VitalsGrid } from '../components/VitalsGrid';
import { HealthAlertNotice } from '../../user-notifications/components/HealthAlertNotice';
import { insightsStateOf } from '../healthFacts';
import { useHealthProfile } from '../hooks/useHealthProfile';

/**
 * `/dashboard/user/health-overview` (docs/product/screens-and-routes.md#health-overview): the patient's numbers,
 * trends and AI insights.
 */
export const HealthOverviewPage = () => {
  usePageTitle('Health Overview');
  const { profile, error, failed, retrying, retry } = useHealthProfile();

  const content = () => {
    if (profile) {
      const health = profile.health_info;
      const state = insightsStateOf(health);
      const insights = state.kind === 'ready' ? state.insights : null;
      const emergency = insights?.health_alert.emergency === true;
      return (
        <>
          {/* An emergency comes first, before anything else on the page. */}
          {emergency ? <HealthAlertNotice alert={insights.health_alert} /> : null}
          <SummaryCard state={state} />
          <VitalsGrid health={health} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <StepsTodayCard />
            <MedicalFactsCard health={health} />
          </SimpleGrid>
          <TrendsSection health={health} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <AlertsCard alert={insights?.health_alert ?? null} alertShownAbove={emergency} />
            <TipsCard tips={insights?.lifestyle_tips ?? null} />
          </SimpleGrid>
        </>
      );
    }
    if (failed) return <LoadFailure error={error} onRetry={retry} retrying={retrying} />;
    return <OverviewSkeleton />;
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Health Overview
        </Title>
        <Text c="dimmed">Your measurements, trends and AI insights in one place.</Text>
      </div>
      {content()}
    </Stack>
  );
};
