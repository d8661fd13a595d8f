import { Card, DataList, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';

import { DataField } from '../../../layout/DataField';
import { PatientProfileLink } from '../../patients/components/PatientProfileLink';
import { type EmergencyPatient } from '../emergencyPatients';

import { EmergencyBadge } from './EmergencyBadge';

import classes from './EmergencyPatientCard.module.css';

/** One emergency patient: who, why, and whom to call, with a way to their full record. */
export const EmergencyPatientCard = ({ patient }: { patient: EmergencyPatient }) => {
  const titleId = useId();
  const showAlert = patient.alert !== '' && patient.alert !== patient.condition;

  return (
    <Card component="article" aria-labelledby={titleId} padding="lg" className={classes.card}>
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} fz="lg" id={titleId} className={classes.wrap}>
            {patient.fullName}
          </Title>
          <EmergencyBadge size="lg" />
        </Group>
        {showAlert ? <Text className={classes.wrap}>{patient.alert}</Text> : null}
        <DataList gap="xs" labelWidth="8rem">
          <DataField label="Condition">{patient.condition}</DataField>
          <DataField label="Phone">
            <a href={`tel:${patient.phone}`} className={classes.link}>
              {patient.phone}
            </a>
          </DataField>
          <DataField label="Emergency contact">
            {patient.contactName} ({patient.contactRelationship}),{' '}
            <a href={`tel:${patient.contactPhone}`} className={classes.link}>
              {patient.contactPhone}
            </a>
          </DataField>
        </DataList>
        <div className={classes.actions}>
          <PatientProfileLink userId={patient.userId} variant="light" />
        </div>
      </Stack>
    </Card>
  );
};
