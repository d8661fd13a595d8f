import { Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';

import classes from './HealthOverview.module.css';

interface VitalTileProps {
  label: string;
  icon: ReactNode;
  /** null: no reading recorded. */
  value: string | null;
  unit?: string;
  /** Under the number: a category, a goal. */
  footer?: ReactNode;
}

/** One measurement, labelled for screen readers as "{label}: {value} {unit}" through its heading. */
export const VitalTile = ({ label, icon, value, unit, footer }: VitalTileProps) => {
  const labelId = useId();
  return (
    <section className={classes.tile} aria-labelledby={labelId}>
      <Text
        component="h2"
        size="xs"
        fw={700}
        tt="uppercase"
        c="dimmed"
        lts={0.4}
        m={0}
        id={labelId}
        className={classes.tileLabel}
      >
        {icon}
        {label}
      </Text>
      {value === null ? (
        <p className={`${classes.value} ${classes.missing}`}>Not recorded</p>
      ) : (
        <p className={classes.value}>
          {value}
          {unit ? <span className={classes.unit}>{unit}</span> : null}
        </p>
      )}
      {footer ? <div>{footer}</div> : null}
    </section>
  );
};
