import { Badge, Button, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { clinicalAlertOf, type StoredEmergencyNotification } from '@vitalsync/contracts';
import { Link } from 'react-router-dom';

import { formatAppointmentMoment } from '../../appointments/appointmentTime';

import classes from './EmergencyAlertList.module.css';

interface EmergencyAlertListProps {
  notifications: readonly StoredEmergencyNotification[];
  onMarkRead: (id: string) => void;
}

const EmergencyAlertItem = ({
  notification,
  onMarkRead,
}: {
  notification: StoredEmergencyNotification;
  onMarkRead: (id: string) => void;
}) => {
  const unread = !notification.read;
  const when = formatAppointmentMoment(notification.at);
  const alert = clinicalAlertOf(notification.alert);
  return (
    <li className={classes.item} data-unread={unread || undefined}>
      <ThemeIcon
        variant={unread ? 'filled' : 'light'}
        color={unread ? 'red.9' : 'gray'}
        size="lg"
        radius="xl"
      >
        {unread ? <IconAlertTriangle size={18} aria-hidden /> : <IconCheck size={18} aria-hidden />}
      </ThemeIcon>
      <div className={classes.body}>
        <div className={classes.heading}>
          <Link
            to="/dashboard/doctor/patients"
            state={{ userId: notification.patientId }}
            className={classes.patient}
            data-unread={unread || undefined}
          >
            {notification.patientName}
          </Link>
          {unread ? (
            <Badge color="red.9" radius="sm" size="sm" tt="none">
              Unread
            </Badge>
          ) : null}
        </div>
        {alert ? <Text className={classes.alert}>{alert}</Text> : null}
        <Text size="sm" c="dimmed">
          <time dateTime={notification.at}>{when}</time>
        </Text>
      </div>
      {unread ? (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconCheck size={14} aria-hidden />}
          aria-label={`Mark as read: ${notification.patientName}, ${when}`}
          onClick={() => onMarkRead(notification._id)}
          className={classes.action}
        >
          Mark as read
        </Button>
      ) : null}
    </li>
  );
};

/**
 * The doctor's emergency alerts, newest first: who (leading to their record), the alert, when; an unread one says
 * "Unread" in words and weight, not only in colour, and can be marked read on its own.
 */
export const EmergencyAlertList = ({ notifications, onMarkRead }: EmergencyAlertListProps) => (
  <ul aria-label="Emergency alerts" className={classes.list}>
    {notifications.map((notification) => (
      <EmergencyAlertItem key={notification._id} notification={notification} onMarkRead={onMarkRead} />
    ))}
  </ul>
);
