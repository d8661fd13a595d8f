import { Button, Card, DataList, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ConsultedPatient } from '@vitalsync/contracts';
import { useEffect, useRef } from 'react';

import { DataField as Field } from '../../../layout/DataField';
import { SectionCard } from '../../../layout/SectionCard';
import { EmergencyBadge } from '../../emergencies/components/EmergencyBadge';
import { HealthTrends } from '../../health-trends/components/HealthTrends';
import { ProfilePicture } from '../../profile/components/ProfilePicture';
import { isEmergency, orNone, patientAge } from '../patientFacts';

import { DoctorNotes } from './DoctorNotes';
import { PatientAlert } from './PatientAlert';
import classes from './PatientDetail.module.css';
import { PatientQuickActions } from './PatientQuickActions';

interface PatientDetailProps {
  patient: ConsultedPatient;
  now: number;
  onBack: () => void;
  /** Opened by "Add Notes": the notes form takes the focus instead of the heading. */
  focusNotes: boolean;
}

const measurement = (value: number | null, unit: string): string =>
  value === null ? 'Not given' : `${value} ${unit}`;

/**
 * docs/product/screens-and-routes.md#patients, detail view: identity with quick actions, medical details, emergency
 * contact, health records, charts.
 */
export const PatientDetail = ({ patient, now, onBack, focusNotes }: PatientDetailProps) => {
  const { user } = patient;
  const { personal_info: person, health_info: health, emergency_contact: contact } = user;
  const heading = useRef<HTMLHeadingElement>(null);
  const insights = health.ai_generated;

  useEffect(() => {
    if (!focusNotes) heading.current?.focus();
  }, [focusNotes]);

  return (
    <Stack gap="lg">
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        onClick={onBack}
        w="fit-content"
      >
        Back to patients
      </Button>

      <Card className={classes.identity} p={{ base: 'lg', sm: 'xl' }}>
        <ProfilePicture file={user.profilePicture} name={person.fullName} size={88} />
        <Stack gap="sm" miw={0} className={classes.grow}>
          <Group gap="sm">
            <Title order={1} fz={{ base: 22, sm: 28 }} ref={heading} tabIndex={-1} className={classes.name}>
              {person.fullName}
            </Title>
            {isEmergency(user) ? <EmergencyBadge size="lg" /> : null}
          </Group>
          <DataList gap="xs" labelWidth="5rem">
            <Field label="Email">{person.email}</Field>
            <Field label="Phone">{person.phoneNumber}</Field>
            <Field label="Gender">{person.gender || 'Not given'}</Field>
            <Field label="Age">{patientAge(person.dateOfBirth, now) ?? 'Not given'}</Field>
          </DataList>
          <PatientQuickActions user={user} />
        </Stack>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <SectionCard title="Medical Details">
          <DataList gap="xs" labelWidth="12rem">
            <Field label="Height">{measurement(health.height, 'cm')}</Field>
            <Field label="Weight">{measurement(health.weight, 'kg')}</Field>
            <Field label="Blood Group">{health.bloodGroup || 'Not given'}</Field>
            <Field label="Known Allergies">{orNone(health.knownAllergies)}</Field>
            <Field label="Existing Medical Conditions">{orNone(health.existingMedicalConditions)}</Field>
            <Field label="Medical History">
              {health.medicalHistory.length === 0 ? (
                'None'
              ) : (
                <List size="sm" spacing={2}>
                  {health.medicalHistory.map(({ condition, status }, index) => (
                    <List.Item key={`${index}-${condition}`}>
                      {condition}
                      {status ? ` (${status})` : ''}
                    </List.Item>
                  ))}
                </List>
              )}
            </Field>
          </DataList>
        </SectionCard>

        <SectionCard title="Emergency Contact">
          <DataList gap="xs" labelWidth="7rem">
            <Field label="Name">{contact.emergencyContactName}</Field>
            <Field label="Relationship">{contact.emergencyContactRelationship}</Field>
            <Field label="Phone">{contact.emergencyContactPhone}</Field>
          </DataList>
        </SectionCard>
      </SimpleGrid>

      <SectionCard title="Health Records">
        {insights ? (
          <DataList gap="sm" orientation="vertical">
            <Field label="Summary">{orNone(insights.health_summary)}</Field>
            <Field label="Alerts">
              <PatientAlert user={user} />
            </Field>
          </DataList>
        ) : (
          <Text size="sm">No AI summary yet.</Text>
        )}
      </SectionCard>

      <HealthTrends health={health} />

      <DoctorNotes patientId={user.id} focusForm={focusNotes} />
    </Stack>
  );
};
