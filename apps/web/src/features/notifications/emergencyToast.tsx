import { Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconUser } from '@tabler/icons-react';
import { clinicalAlertOf, type EmergencyNotification } from '@vitalsync/contracts';

import { demandToasts } from '../../app/toasts/toastDemand';

import classes from './EmergencyToast.module.css';

/** One toast per patient: a second push for the same patient replaces the first rather than stacking. */
export const emergencyToastId = (patientId: string) => `emergency-${patientId}`;

/**
 * The red toast a consulting doctor gets when a patient becomes an emergency (issue 10 section 3): the name, the
 * alert as a doctor reads it (the clinical line, so the title's "Emergency" is not said twice), and the way to the
 * patient's record. It stays until the doctor closes or follows it. Mantine gives it
 * role="alert", so it is read out at once.
 */
export const showEmergencyToast = (notification: EmergencyNotification, openPatient: () => void) => {
  demandToasts();
  void import('@mantine/notifications').then(({ notifications }) => {
    const id = emergencyToastId(notification.patientId);
    const alert = clinicalAlertOf(notification.alert);
    notifications.show({
      id,
      color: 'red',
      icon: <IconAlertTriangle size={18} aria-hidden />,
      title: `Emergency: ${notification.patientName}`,
      classNames: { root: classes.root, title: classes.title, description: classes.description },
      closeButtonProps: { 'aria-label': `Close the emergency alert about ${notification.patientName}` },
      withBorder: true,
      autoClose: false,
      message: (
        <Stack gap="xs" mt={2}>
          {alert ? <Text size="sm">{alert}</Text> : null}
          <Button
            size="compact-sm"
            color="red.9"
            w="fit-content"
            leftSection={<IconUser size={14} aria-hidden />}
            onClick={() => {
              notifications.hide(id);
              openPatient();
            }}
          >
            {`View ${notification.patientName}`}
          </Button>
        </Stack>
      ),
    });
  });
};
