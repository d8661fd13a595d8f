import { DataList, List, Text } from '@mantine/core';
import { type HealthInfo } from '@vitalsync/contracts';

import { DataField } from '../../../layout/DataField';

import { SectionCard } from '../../../layout/SectionCard';

const NONE = 'None';

/** The patient's own record from their profile: conditions, allergies and past conditions. */
export const MedicalDataSection = ({ healthInfo }: { healthInfo: HealthInfo }) => (
  <SectionCard title="My Medical Record">
    <DataList gap="sm" labelWidth="12rem">
      <DataField label="Existing Medical Conditions">
        {healthInfo.existingMedicalConditions.trim() || NONE}
      </DataField>
      <DataField label="Known Allergies">{healthInfo.knownAllergies.trim() || NONE}</DataField>
      <DataField label="Medical History">
        {healthInfo.medicalHistory.length > 0 ? (
          <List size="sm" spacing={4} aria-label="Medical History">
            {healthInfo.medicalHistory.map(({ condition, status }, index) => (
              <List.Item key={`${index}-${condition}`}>
                {condition}
                {status ? (
                  <Text span size="sm" c="dimmed">
                    {` · ${status}`}
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
        ) : (
          NONE
        )}
      </DataField>
    </DataList>
  </SectionCard>
);
