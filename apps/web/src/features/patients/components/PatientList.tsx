import { Stack, TextInput, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ConsultedPatient } from '@vitalsync/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';

import { emergenciesFirst, matchesName } from '../patientFacts';

import { PatientCards } from './PatientCards';
import classes from './PatientList.module.css';
import { PatientTable } from './PatientTable';

interface PatientListProps {
  patients: readonly ConsultedPatient[];
  now: number;
  onView: (userId: string) => void;
  onAddNotes: (userId: string) => void;
  /** Shown above the list, e.g. why a requested patient could not be opened. */
  notice?: ReactNode;
  /** Back from a detail view: focus returns to the heading rather than to the page's start. */
  focusHeading?: boolean;
}

/**
 * docs/product/screens-and-routes.md#patients, "Patient Manager": the consulted patients, searchable by name,
 * emergencies first and in red.
 */
export const PatientList = ({
  patients,
  now,
  onView,
  onAddNotes,
  notice,
  focusHeading,
}: PatientListProps) => {
  const [query, setQuery] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = emergenciesFirst(patients.filter((patient) => matchesName(patient, query)));
  const { breakpoints } = useMantineTheme();
  // The table needs about 820 px beside the sidebar; narrower screens get cards. Read before the first paint, so a
  // phone never draws the table first.
  const compact = useMediaQuery(`(max-width: ${breakpoints.lg})`, false, { getInitialValueInEffect: false });

  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  const rows = {
    patients: shown,
    now,
    onView,
    onAddNotes,
    emptyText:
      patients.length === 0
        ? 'You have not consulted any patients yet.'
        : `No patients match “${query.trim()}”.`,
  };

  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }} ref={heading} tabIndex={-1} className={classes.heading}>
        Patient Manager
      </Title>
      {notice}
      <TextInput
        type="search"
        aria-label="Search patients by name"
        placeholder="Search by name..."
        leftSection={<IconSearch size={18} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        className={classes.search}
      />
      {compact ? <PatientCards {...rows} /> : <PatientTable {...rows} />}
    </Stack>
  );
};
