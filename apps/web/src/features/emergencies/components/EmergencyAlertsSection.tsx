import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconBellCheck, IconChecks, IconHistory } from '@tabler/icons-react';
import { type StoredEmergencyNotification } from '@vitalsync/contracts';
import { useId, useMemo, useState } from 'react';

import { failureMessage } from '../../../app/apiError';
import { EmptyState } from '../../../layout/EmptyState';
import { FailureAlert } from '../../../layout/FailureAlert';
import { LoadFailure } from '../../../layout/LoadFailure';
import { SectionSkeleton } from '../../medical-history/components/SectionSkeleton';
import {
  unreadOf,
  useGetEmergencyNotificationsInfiniteQuery,
  useMarkEmergencyNotificationsReadMutation,
} from '../api';
import { EmergencyAlertList } from './EmergencyAlertList';

/** The pages held, as one list: a notification that moved between pages while they were read again shows once. */
const flattened = (pages: ReadonlyArray<{ notifications: StoredEmergencyNotification[] }>) => {
  const seen = new Set<string>();
  return pages
    .flatMap((page) => page.notifications)
    .filter((notification) => !seen.has(notification._id) && Boolean(seen.add(notification._id)));
};

/**
 * Every emergency of a consulted patient the doctor was told of, stored, so one raised while they were away is
 * here too: newest first, unread ones marked, read one by one or all at once, older ones on demand.
 */
export const EmergencyAlertsSection = () => {
  const headingId = useId();
  const { data, error, isLoading, isFetching, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetEmergencyNotificationsInfiniteQuery();
  const [markRead] = useMarkEmergencyNotificationsReadMutation();
  const [failure, setFailure] = useState<string>();
  const notifications = useMemo(() => flattened(data?.pages ?? []), [data]);
  const unread = unreadOf(data);

  const onMarkRead = (ids?: string[]) => {
    setFailure(undefined);
    markRead(ids ? { ids } : {})
      .unwrap()
      .catch((refusal: unknown) =>
        setFailure(`The alerts could not be marked as read. ${failureMessage(refusal)}`),
      );
  };

  const content = () => {
    if (isLoading) return <SectionSkeleton label="Loading your emergency alerts" />;
    if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;
    if (notifications.length === 0) {
      return (
        <EmptyState icon={IconBellCheck} message="No emergency alerts yet.">
          <Text size="sm" c="dimmed">
            When a patient you consulted becomes an emergency, the alert stays here until you read it.
          </Text>
        </EmptyState>
      );
    }
    return (
      <Stack gap="sm">
        <EmergencyAlertList notifications={notifications} onMarkRead={(id) => onMarkRead([id])} />
        {hasNextPage ? (
          <Button
            variant="default"
            w="fit-content"
            leftSection={<IconHistory size={16} aria-hidden />}
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            Show older alerts
          </Button>
        ) : null}
      </Stack>
    );
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} fz="lg" id={headingId}>
            Emergency alerts
          </Title>
          <Text size="sm" c="dimmed">
            {unread > 0
              ? `${unread} unread · every alert about a patient you consulted, newest first.`
              : 'Every alert about a patient you consulted, newest first.'}
          </Text>
        </div>
        {unread > 0 ? (
          <Button
            variant="default"
            size="sm"
            leftSection={<IconChecks size={16} aria-hidden />}
            onClick={() => onMarkRead()}
          >
            Mark all as read
          </Button>
        ) : null}
      </Group>
      {failure ? <FailureAlert message={failure} /> : null}
      {content()}
    </Stack>
  );
};
