import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { IconHistory, IconShieldCheck } from '@tabler/icons-react';
import { useMemo } from 'react';

import { EmptyState } from '../../../layout/EmptyState';
import { LoadFailure } from '../../../layout/LoadFailure';
import { SectionCard } from '../../../layout/SectionCard';
import { SectionSkeleton } from '../../medical-history/components/SectionSkeleton';
import { accessHistoryRows } from '../accessHistoryRows';
import { useGetAccessHistoryInfiniteQuery } from '../api';

import classes from './AccessHistorySection.module.css';

/**
 * "Access history" on the patient's Profile: every doctor who opened or changed their record, and their own
 * sign-ins, newest first, older lines on demand. Read again whenever the page opens, so it is never stale.
 */
export const AccessHistorySection = () => {
  const { data, error, isLoading, isFetching, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetAccessHistoryInfiniteQuery(undefined, { refetchOnMountOrArgChange: true });
  const rows = useMemo(() => accessHistoryRows(data?.pages ?? []), [data]);

  const content = () => {
    if (isLoading) return <SectionSkeleton label="Loading your access history" />;
    if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;
    if (rows.length === 0) {
      return (
        <EmptyState icon={IconShieldCheck} message="Nobody has opened your record yet.">
          <Text size="sm" c="dimmed">
            When a doctor views or changes your record, or you sign in, it is listed here.
          </Text>
        </EmptyState>
      );
    }
    return (
      <Stack gap="sm">
        <Table className={classes.table} verticalSpacing="sm" aria-label="Access history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">What happened</Table.Th>
              <Table.Th scope="col" className={classes.when}>
                When
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <Text size="sm" fw={500} className={classes.line}>
                    {row.line}
                    {row.warning ? (
                      <Badge component="span" color="red" variant="light" size="sm" ml="xs">
                        Check this
                      </Badge>
                    ) : null}
                  </Text>
                  {row.origin ? (
                    <Text size="xs" c="dimmed" className={classes.origin}>
                      {row.origin}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td className={classes.when}>
                  <Text size="sm" component="time" dateTime={row.at}>
                    {row.when}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {hasNextPage ? (
          <Button
            variant="default"
            w="fit-content"
            leftSection={<IconHistory size={16} aria-hidden />}
            loading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            Load more
          </Button>
        ) : null}
      </Stack>
    );
  };

  return (
    <SectionCard
      title="Access history"
      description="Who viewed or changed your record, and your own sign-ins, newest first."
    >
      {content()}
    </SectionCard>
  );
};
