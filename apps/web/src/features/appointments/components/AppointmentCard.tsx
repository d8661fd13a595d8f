import { Card, Group, Text, Title } from '@mantine/core';
import { type AppointmentBase } from '@vitalsync/contracts';
import { type ReactNode, useId } from 'react';

import { AppointmentFacts } from './AppointmentFacts';
import classes from './AppointmentCard.module.css';
import { AppointmentStatusBadge } from './AppointmentStatusBadge';

interface AppointmentCardProps {
  appointment: AppointmentBase;
  /** The other party: the patient on the doctor's cards, "Dr …" on the patient's. */
  name: string;
  /** A small caption above the name ("Patient"). */
  eyebrow?: string;
  /** Shown under the name: the doctor's emergency flag on a patient. */
  flag?: ReactNode;
  missingReason?: string;
  /** A list row: what the status allows sits beside the facts once there is room, not under them. */
  wide?: boolean;
  /** What the status allows: buttons, or the prescription. */
  children?: ReactNode;
}

/**
 * One appointment as both dashboards show it: who, the status, when, how and why, then what can be done. In a grid
 * the actions sit at the bottom of every card, so they line up along a row.
 */
export const AppointmentCard = ({
  appointment,
  name,
  eyebrow,
  flag,
  missingReason,
  wide = false,
  children,
}: AppointmentCardProps) => {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      padding="lg"
      className={classes.card}
      data-wide={wide || undefined}
    >
      <div className={classes.details}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div className={classes.heading}>
            {eyebrow ? (
              <Text size="xs" c="dimmed" fw={700} tt="uppercase" lts={0.6}>
                {eyebrow}
              </Text>
            ) : null}
            <Title order={2} id={titleId} fz="lg" className={classes.name}>
              {name}
            </Title>
            {flag}
          </div>
          <AppointmentStatusBadge status={appointment.status} />
        </Group>
        <AppointmentFacts appointment={appointment} missingReason={missingReason} />
      </div>
      {children ? <div className={classes.outcome}>{children}</div> : null}
    </Card>
  );
};
