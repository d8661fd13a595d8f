import { DataList } from '@mantine/core';
import { type HealthInfo } from '@vitalsync/contracts';

import { DataField } from '../../../layout/DataField';
import { SectionCard } from '../../../layout/SectionCard';
import { orNone } from '../../patients/patientFacts';

/** Blood group, allergies and conditions, from the patient's own profile. */
export const MedicalFactsCard = ({ health }: { health: HealthInfo }) => (
  <SectionCard title="Medical Details">
    <DataList gap="sm" labelWidth="10rem">
      <DataField label="Blood Group">{health.bloodGroup || 'Not given'}</DataField>
      <DataField label="Known Allergies">{orNone(health.knownAllergies)}</DataField>
      <DataField label="Conditions">{orNone(health.existingMedicalConditions)}</DataField>
    </DataList>
  </SectionCard>
);
