import { Card, DataList, Group, SimpleGrid, Stack, Text } from '@mantine/core';

import { DataField } from '../../../layout/DataField';
import { EmergencyBadge } from '../../emergencies/components/EmergencyBadge';
import { lastConsultationLabel } from '../../appointments/lastConsultation';
import { ActionRow } from '../../../layout/ActionRow';
import { ProfilePicture } from '../../profile/components/ProfilePicture';
import { isEmergency, medicalHistoryText, patientAge } from '../patientFacts';

import { PatientButtons } from './PatientButtons';
import classes from './PatientList.module.css';
import { type PatientRowsProps } from './PatientTable';

/** The same patients as cards, for a phone: every column readable and both buttons in reach, no sideways scroll. */
export const PatientCards = ({ patients, now, emptyText, onView, onAddNotes }: PatientRowsProps) => {
  if (patients.length === 0) {
    return (
      <Card ta="center" py="xl">
        {emptyText}
      </Card>
    );
  }
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      aria-label="Patients"
      className={classes.cards}
    >
      {patients.map(({ user, dateTime }) => {
        const emergency = isEmergency(user);
        const { fullName, dateOfBirth, gender } = user.personal_info;
        const nameId = `patient-${user.id}`;
        const age = patientAge(dateOfBirth, now);
        return (
          <Card
            key={user.id}
            component="li"
            padding="lg"
            className={emergency ? classes.emergency : undefined}
          >
            <Stack gap="md">
              <Group gap="sm" wrap="nowrap">
                <ProfilePicture file={user.profilePicture} name={fullName} size={44} />
                <Stack gap={2} miw={0}>
                  <Text fw={600} id={nameId} className={classes.name}>
                    {fullName}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {[age === undefined ? undefined : `${age} years`, gender].filter(Boolean).join(' · ') ||
                      '—'}
                  </Text>
                </Stack>
                {emergency ? <EmergencyBadge ml="auto" /> : null}
              </Group>
              <DataList gap="xs" labelWidth="8.5rem">
                <DataField label="Medical History">
                  {medicalHistoryText(user.health_info.medicalHistory) || 'None'}
                </DataField>
                <DataField label="Last Consultation">{lastConsultationLabel(dateTime)}</DataField>
              </DataList>
              <ActionRow>
                <PatientButtons userId={user.id} nameId={nameId} onView={onView} onAddNotes={onAddNotes} />
              </ActionRow>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
};
