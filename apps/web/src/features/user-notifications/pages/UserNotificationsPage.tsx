import { Stack, Text, Title } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { type ReminderId } from '@vitalsync/contracts';
import { useState } from 'react';

import { failureMessage } from '../../../app/apiError';
import { usePageTitle } from '../../../app/usePageTitle';
import { shownQueryState } from '../../../app/queryState';
import { EmptyState } from '../../../layout/EmptyState';
import { FailureAlert } from '../../../layout/FailureAlert';
import { LoadFailure } from '../../../layout/LoadFailure';
import { SectionCard } from '../../../layout/SectionCard';
import { SectionSkeleton } from '../../medical-history/components/SectionSkeleton';
import { useHealthProfile } from '../../health-overview/hooks/useHealthProfile';
import { useDismissReminderMutation, useGetDismissedRemindersQuery } from '../api';
import { HealthAlertNotice } from '../components/HealthAlertNotice';
import { ReminderList } from '../components/ReminderList';
import { remindersShown } from '../reminders';

const HealthAlertSection = () => {
  const { profile } = useHealthProfile();
  return (
    <SectionCard title="Health Alert" description="From your latest AI health summary.">
      {profile ? (
        <HealthAlertNotice alert={profile.health_info.ai_generated?.health_alert ?? null} />
      ) : (
        <SectionSkeleton label="Loading your health alert" />
      )}
    </SectionCard>
  );
};

const RemindersSection = () => {
  const { data, error, isLoading, isFetching, refetch } = useGetDismissedRemindersQuery(undefined, {
    selectFromResult: shownQueryState,
  });
  const [dismiss] = useDismissReminderMutation();
  const [failure, setFailure] = useState<string>();

  const onDismiss = (id: ReminderId) => {
    setFailure(undefined);
    dismiss(id)
      .unwrap()
      .catch((refusal: unknown) =>
        setFailure(`The reminder could not be dismissed. ${failureMessage(refusal)}`),
      );
  };

  const content = () => {
    if (isLoading) return <SectionSkeleton label="Loading your reminders" />;
    if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;
    const shown = remindersShown(data.dismissed);
    if (shown.length === 0) {
      return (
        <EmptyState icon={IconChecks} message="You are all caught up.">
          <Text size="sm" c="dimmed">
            Every reminder is dismissed. New ones will show here.
          </Text>
        </EmptyState>
      );
    }
    return <ReminderList reminders={shown} onDismiss={onDismiss} />;
  };

  return (
    <SectionCard title="Reminders" description="Dismissed reminders stay dismissed on all your devices.">
      {failure ? <FailureAlert message={failure} /> : null}
      {content()}
    </SectionCard>
  );
};

/**
 * `/dashboard/user/notifications` (docs/product/screens-and-routes.md#patient-notifications): the AI health alert
 * and the reminders with "Dismiss".
 */
export const UserNotificationsPage = () => {
  usePageTitle('Notifications');
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Notifications
        </Title>
        <Text c="dimmed">Your health alert and reminders.</Text>
      </div>
      <HealthAlertSection />
      <RemindersSection />
    </Stack>
  );
};
