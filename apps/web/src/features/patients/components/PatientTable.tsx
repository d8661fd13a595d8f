import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { type ConsultedPatient } from '@vitalsync/contracts';

import { EmergencyBadge } from '../../emergencies/components/EmergencyBadge';
import { lastConsultationLabel } from '../../appointments/lastConsultation';
import { ProfilePicture } from '../../profile/components/ProfilePicture';
import { isEmergency, medicalHistoryText, patientAge } from '../patientFacts';

import { PatientButtons } from './PatientButtons';
import classes from './PatientList.module.css';

export interface PatientRowsProps {
  patients: readonly ConsultedPatient[];
  now: number;
  /** Shown instead of the patients when there are none to show. */
  emptyText: string;
  onView: (userId: string) => void;
  onAddNotes: (userId: string) => void;
}

const COLUMNS = ['Name', 'Age', 'Gender', 'Medical History', 'Last Consultation', 'Actions'];

/**
 * The patients as a table (docs/product/screens-and-routes.md#patients), for screens wide enough to read a row at a
 * glance.
 */
export const PatientTable = ({ patients, now, emptyText, onView, onAddNotes }: PatientRowsProps) => (
  <Card p={0}>
    <Table.ScrollContainer minWidth={820} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {patients.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS.length} ta="center" py="xl">
                {emptyText}
              </Table.Td>
            </Table.Tr>
          ) : (
            patients.map(({ user, dateTime }) => {
              const emergency = isEmergency(user);
              const { fullName, dateOfBirth, gender } = user.personal_info;
              const nameId = `patient-${user.id}`;
              return (
                <Table.Tr key={user.id} className={emergency ? classes.emergency : undefined}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <ProfilePicture file={user.profilePicture} name={fullName} size={36} />
                      <Stack gap={2} miw={0}>
                        <Text fw={600} id={nameId} className={classes.name}>
                          {fullName}
                        </Text>
                        {emergency ? <EmergencyBadge /> : null}
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>{patientAge(dateOfBirth, now) ?? '—'}</Table.Td>
                  <Table.Td>{gender || '—'}</Table.Td>
                  <Table.Td className={classes.history}>
                    {medicalHistoryText(user.health_info.medicalHistory) || 'None'}
                  </Table.Td>
                  <Table.Td className={classes.date}>{lastConsultationLabel(dateTime)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <PatientButtons
                        userId={user.id}
                        nameId={nameId}
                        size="xs"
                        onView={onView}
                        onAddNotes={onAddNotes}
                      />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  </Card>
);
