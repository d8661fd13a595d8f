import { Stack, Text } from '@mantine/core';
import { type Prescription } from '@vitalsync/contracts';

import { MedicineList } from './MedicineList';
import classes from './PrescriptionSummary.module.css';

interface PrescriptionSummaryProps {
  /** None yet: the instructions read "N/A" (docs/product/screens-and-routes.md#patient-appointments). */
  prescription: Prescription | null;
  /** Names the medicine list for screen readers where several are on one page. */
  medicinesLabel?: string;
}

/** A prescription as both parties read it: the medicines, one per line, then the special instructions. */
export const PrescriptionSummary = ({
  prescription,
  medicinesLabel = 'Medicines',
}: PrescriptionSummaryProps) => {
  const medicines = prescription?.medicines ?? [];
  return (
    <Stack gap="xs">
      {medicines.length > 0 ? <MedicineList medicines={medicines} label={medicinesLabel} /> : null}
      <div>
        <Text size="sm" fw={600}>
          Special Instructions
        </Text>
        <Text size="sm" className={classes.instructions}>
          {prescription?.instructions.trim() || 'N/A'}
        </Text>
      </div>
    </Stack>
  );
};
