import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { useEmergencyPatients } from '../hooks/useEmergencyPatients';

import classes from './EmergencyBanner.module.css';

/** "1 patient is an emergency", "2 patients are emergencies". */
export const emergencyBannerTitle = (count: number): string =>
  count === 1 ? '1 patient is an emergency' : `${count} patients are emergencies`;

/**
 * The red banner at the top of the doctor's home while any consulted patient is an emergency: how many, who (each
 * leading to their record) and the clinical line. It reads the consulted patients the push patches, so it appears
 * the moment an emergency is pushed.
 */
export const EmergencyBanner = () => {
  const patients = useEmergencyPatients();
  if (patients.length === 0) return null;
  return (
    <Alert
      variant="filled"
      color="red.9"
      radius="md"
      icon={<IconAlertTriangle size={22} aria-hidden />}
      title={emergencyBannerTitle(patients.length)}
    >
      <ul className={classes.list} aria-label="Emergency patients">
        {patients.map((patient) => (
          <li key={patient.userId}>
            <Link to="/dashboard/doctor/patients" state={{ userId: patient.userId }} className={classes.link}>
              {patient.fullName}
            </Link>
            {patient.alert ? (
              <Text size="sm" c="inherit">
                {patient.alert}
              </Text>
            ) : null}
          </li>
        ))}
      </ul>
    </Alert>
  );
};
