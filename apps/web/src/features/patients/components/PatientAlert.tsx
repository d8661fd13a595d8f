import { Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { clinicalAlertOf, type ConsultedPatientUser } from '@vitalsync/contracts';

import { isEmergency, orNone } from '../patientFacts';

import classes from './PatientAlert.module.css';

/**
 * The Health Records' "Alerts" as the doctor reads them: an emergency in the emergency colour, with the clinical
 * line instead of the patient's own instructions; any other alert as it is.
 */
export const PatientAlert = ({ user }: { user: ConsultedPatientUser }) => {
  const alert = user.health_info.ai_generated?.health_alert.alert ?? '';
  if (!isEmergency(user)) return <>{orNone(alert)}</>;
  return (
    <div className={classes.emergency}>
      <IconAlertTriangle size={18} className={classes.icon} aria-hidden />
      <Text size="sm" fw={600}>
        {clinicalAlertOf(alert, user.health_info.heartRate)}
      </Text>
    </div>
  );
};
