import { Button, Group, Loader, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';

import { freeDayLabel, NEXT_FREE_DAY_HORIZON } from '../booking/nextFreeDay';
import { useNextFreeDay } from '../hooks/useNextFreeDay';

interface NextFreeDayOfferProps {
  doctorId: string;
  /** The chosen day, YYYY-MM-DD, which has no free slot. */
  date: string;
  onPick: (date: string) => void;
  disabled: boolean;
}

/** Under a full day: the next day with a free slot, one press away. */
export const NextFreeDayOffer = ({ doctorId, date, onPick, disabled }: NextFreeDayOfferProps) => {
  const next = useNextFreeDay(doctorId, date);
  if (next.state === 'failed') return null;
  if (next.state === 'searching') {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">Looking for the next free day…</Text>
      </Group>
    );
  }
  if (next.state === 'none') {
    return <Text size="sm">{`No free times in the next ${NEXT_FREE_DAY_HORIZON} days either.`}</Text>;
  }
  return (
    <Button
      variant="light"
      size="sm"
      w="fit-content"
      leftSection={<IconCalendarEvent size={18} aria-hidden />}
      onClick={() => onPick(next.day)}
      disabled={disabled}
    >
      {`Next free day: ${freeDayLabel(next.day)}`}
    </Button>
  );
};
