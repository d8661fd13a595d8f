import { DataList } from '@mantine/core';
import { type AppointmentBase } from '@vitalsync/contracts';
import { type ReactNode } from 'react';

import { DataField } from '../../../layout/DataField';
import { modeLabel } from '../appointmentLabels';
import { formatAppointmentDate, formatAppointmentTime } from '../appointmentTime';

interface AppointmentFactsProps {
  appointment: Pick<AppointmentBase, 'dateTime' | 'type' | 'reason'>;
  /**
   * Shown as the reason when none was given; without it the row is left out (the doctor's cards,
   * docs/product/screens-and-routes.md#doctor-appointments).
   */
  missingReason?: string;
  /** Fields before the date (who) and after the reason (the status). */
  before?: ReactNode;
  after?: ReactNode;
}

/** When, how and why: the same facts, in the same order and layout, on every appointment card and dialog. */
export const AppointmentFacts = ({ appointment, missingReason, before, after }: AppointmentFactsProps) => {
  const { dateTime, type } = appointment;
  const reason = appointment.reason?.trim() || missingReason;
  return (
    <DataList gap="xs" labelWidth="5rem">
      {before}
      <DataField label="Date">
        <time dateTime={dateTime}>{formatAppointmentDate(dateTime)}</time>
      </DataField>
      <DataField label="Time">{formatAppointmentTime(dateTime)}</DataField>
      <DataField label="Mode">{modeLabel(type)}</DataField>
      {reason ? <DataField label="Reason">{reason}</DataField> : null}
      {after}
    </DataList>
  );
};
