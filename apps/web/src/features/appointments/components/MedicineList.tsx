import { List, Text } from '@mantine/core';
import { type Medicine } from '@vitalsync/contracts';

import classes from './PrescriptionSummary.module.css';

interface MedicineListProps {
  medicines: readonly Medicine[];
  /** What the list is, for screen readers ("Medicines"). */
  label: string;
}

/** The medicines of a prescription, one line each: a list rather than a table, so it never overflows a phone. */
export const MedicineList = ({ medicines, label }: MedicineListProps) => (
  <List spacing={4} size="sm" aria-label={label} className={classes.text}>
    {medicines.map((medicine, index) => (
      // Two rows may name the same medicine (a changed dose), so the position is part of the key.
      <List.Item key={`${index}-${medicine.name}`}>
        <Text span fw={600} size="sm">
          {medicine.name}
        </Text>
        {[medicine.dosage, medicine.duration].filter(Boolean).map((detail) => (
          <Text span size="sm" key={detail}>
            {` · ${detail}`}
          </Text>
        ))}
      </List.Item>
    ))}
  </List>
);
