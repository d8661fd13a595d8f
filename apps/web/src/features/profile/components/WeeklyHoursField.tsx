import { ActionIcon, Button, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { WEEKLY_HOURS_MAX_ENTRIES, type WeeklyHours } from '@vitalsync/contracts';
import { useId, useMemo } from 'react';

import {
  type HoursRow,
  nextHoursRow,
  timeZoneOptions,
  type WeeklyHoursDraft,
  WEEKDAYS,
  weeklyHoursLines,
} from '../forms/weeklyHoursDraft';

import classes from './WeeklyHoursField.module.css';

const DAY_OPTIONS = WEEKDAYS.map(({ day, label }) => ({ value: String(day), label }));

const UNSET_TEXT = 'Not set: patients may book any future time.';

/** The saved hours as the read-only profile shows its other values: in a quiet box, one run of days a line. */
const HoursSummary = ({ saved }: { saved: WeeklyHours | null }) => {
  const lines = weeklyHoursLines(saved);
  if (!saved || lines.length === 0) return <Text className={classes.summary}>{UNSET_TEXT}</Text>;
  return (
    <div className={classes.summary}>
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      <Text size="xs" c="dimmed" mt={4}>
        {`Times in ${saved.timeZone}`}
      </Text>
    </div>
  );
};

interface WeeklyHoursFieldProps {
  editing: boolean;
  saved: WeeklyHours | null;
  draft: WeeklyHoursDraft;
  onChange: (draft: WeeklyHoursDraft) => void;
  error?: string;
}

/**
 * The doctor's structured weekly hours beside the free-text schedule: the days and times patients can book, in the
 * doctor's own time zone. Read as a line per run of days until "Edit Profile".
 */
export const WeeklyHoursField = ({ editing, saved, draft, onChange, error }: WeeklyHoursFieldProps) => {
  const labelId = useId();
  const errorId = useId();
  const zones = useMemo(() => timeZoneOptions(draft.timeZone), [draft.timeZone]);

  if (!editing) {
    return (
      <Stack gap={4} role="group" aria-labelledby={labelId}>
        <Text id={labelId} size="sm" fw={500}>
          Weekly Hours
        </Text>
        <HoursSummary saved={saved} />
      </Stack>
    );
  }

  const { rows } = draft;
  const updateRow = (key: number, change: Partial<HoursRow>) =>
    onChange({ ...draft, rows: rows.map((row) => (row.key === key ? { ...row, ...change } : row)) });

  return (
    <Fieldset
      legend="Weekly Hours"
      variant="unstyled"
      aria-describedby={error ? errorId : undefined}
      classNames={{ legend: classes.legend }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Patients book 30-minute slots inside these hours. With none set, any future time can be booked.
        </Text>
        <NativeSelect
          label="Time Zone"
          value={draft.timeZone}
          data={zones}
          onChange={(event) => onChange({ ...draft, timeZone: event.currentTarget.value })}
          className={classes.zone}
        />
        {rows.map((row, index) => (
          <div
            key={row.key}
            role="group"
            aria-label={`Hours ${index + 1}`}
            className={classes.row}
            // Wide screens show the column labels once, over the first row; the others keep them for screen readers.
            data-repeat={index > 0 || undefined}
          >
            <NativeSelect
              label="Day"
              value={row.day}
              data={DAY_OPTIONS}
              onChange={(event) => updateRow(row.key, { day: event.currentTarget.value })}
              classNames={{ root: classes.day, label: classes.label }}
            />
            <TextInput
              type="time"
              label="From"
              value={row.from}
              onChange={(event) => updateRow(row.key, { from: event.currentTarget.value })}
              classNames={{ root: classes.from, label: classes.label }}
            />
            <TextInput
              type="time"
              label="To"
              value={row.to}
              onChange={(event) => updateRow(row.key, { to: event.currentTarget.value })}
              classNames={{ root: classes.to, label: classes.label }}
            />
            <ActionIcon
              variant="default"
              size={36}
              aria-label={`Remove hours ${index + 1}`}
              className={classes.remove}
              onClick={() => onChange({ ...draft, rows: rows.filter(({ key }) => key !== row.key) })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </div>
        ))}
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconPlus size={18} />}
            disabled={rows.length >= WEEKLY_HOURS_MAX_ENTRIES}
            onClick={() => onChange({ ...draft, rows: [...rows, nextHoursRow(rows)] })}
          >
            Add hours
          </Button>
          <Button
            variant="default"
            disabled={rows.length === 0}
            onClick={() => onChange({ ...draft, rows: [] })}
          >
            Clear hours
          </Button>
        </Group>
        {error ? (
          <Text id={errorId} size="sm" className={classes.error}>
            {error}
          </Text>
        ) : null}
      </Stack>
    </Fieldset>
  );
};
