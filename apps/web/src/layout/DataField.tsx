import { DataList } from '@mantine/core';
import { type ReactNode } from 'react';

import classes from './DataField.module.css';

interface DataFieldProps {
  label: string;
  children: ReactNode;
}

/**
 * One labelled value of a DataList. Where label and value do not fit side by side (a phone, a long label) the value
 * moves under its label instead of squeezing into a narrow column; a long word breaks rather than widen the card.
 */
export const DataField = ({ label, children }: DataFieldProps) => (
  <DataList.Item className={classes.item}>
    <DataList.ItemLabel>{label}</DataList.ItemLabel>
    <DataList.ItemValue className={classes.value}>{children}</DataList.ItemValue>
  </DataList.Item>
);
