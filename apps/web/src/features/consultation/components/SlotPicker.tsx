import { Chip, Group, Skeleton, Stack, Text } from '@mantine/core';

import { LoadFailure } from '../../../layout/LoadFailure';
import { useGetSlotsQuery } from '../../appointments/api';
import { formatAppointmentTime, viewerTimeZone } from '../../appointments/appointmentTime';

import { NextFreeDayOffer } from './NextFreeDayOffer';
import classes from './SlotPicker.module.css';

export const NO_FREE_TIMES_MESSAGE = 'No free times on this day.';

interface SlotPickerProps {
  doctorId: string;
  /** YYYY-MM-DD in the viewer's zone; '' until chosen */
  date: string;
  value: string;
  onChange: (slot: string) => void;
  /** Picks another day (the next free one, offered when the chosen day is full). */
  onDateChange: (date: string) => void;
  disabled: boolean;
}

const SlotChoices = ({ doctorId, date, value, onChange, onDateChange, disabled }: SlotPickerProps) => {
  // currentData: this day's answer only, so a newly chosen day never shows the previous day's times meanwhile.
  const {
    currentData: data,
    error,
    isFetching,
    refetch,
  } = useGetSlotsQuery({
    doctorId,
    date,
    timeZone: viewerTimeZone(),
  });
  if (isFetching && !data) {
    return (
      <Group gap="xs" role="status" aria-label="Loading free times">
        <Skeleton height={30} width={84} radius="xl" />
        <Skeleton height={30} width={84} radius="xl" />
        <Skeleton height={30} width={84} radius="xl" />
      </Group>
    );
  }
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.slots.length === 0) {
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{NO_FREE_TIMES_MESSAGE}</Text>
        <NextFreeDayOffer
          key={`${doctorId} ${date}`}
          doctorId={doctorId}
          date={date}
          onPick={onDateChange}
          disabled={disabled}
        />
      </Stack>
    );
  }
  return (
    <Chip.Group multiple={false} value={value} onChange={onChange}>
      <Group gap="xs">
        {data.slots.map((slot) => (
          <Chip key={slot} value={slot} name="booking-slot" disabled={disabled} variant="outline">
            {formatAppointmentTime(slot)}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
};

/** The doctor's free 30-minute slots of the chosen day, in the viewer's own time. */
export const SlotPicker = (props: SlotPickerProps) => (
  <fieldset className={classes.fieldset}>
    <legend className={classes.legend}>
      Time{' '}
      <span aria-hidden className={classes.required}>
        *
      </span>
    </legend>
    <Text size="xs" c="dimmed" mb="xs">
      {`Free times of that day, in your time zone (${viewerTimeZone()}).`}
    </Text>
    {props.date ? <SlotChoices {...props} /> : <Text size="sm">Choose a date to see the free times.</Text>}
  </fieldset>
);
