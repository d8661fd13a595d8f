import { Group, Stack, Text } from '@mantine/core';
import { type ConsultedDoctor } from '@vitalsync/contracts';

import { ProfilePicture } from '../../profile/components/ProfilePicture';
import { doctorTitle } from '../appointmentLabels';
import { formatAppointmentDate } from '../appointmentTime';

import classes from './ConsultedDoctorSummary.module.css';

/** A doctor the patient has consulted: picture, "Dr name", speciality and the date of the last appointment that happened. */
export const ConsultedDoctorSummary = ({ entry }: { entry: ConsultedDoctor }) => {
  const { doctor, dateTime } = entry;
  const { fullName } = doctor.personal_info;
  return (
    <Group gap="sm" wrap="nowrap">
      <ProfilePicture file={doctor.profilePicture} name={fullName} size={44} />
      <Stack gap={0} miw={0}>
        <Text fw={600} className={classes.text}>
          {doctorTitle(fullName)}
        </Text>
        <Text size="sm" c="dimmed" className={classes.text}>
          {doctor.professional_info.speciality}
        </Text>
        <Text size="xs" c="dimmed">
          {dateTime === null ? (
            'First appointment still to come'
          ) : (
            <>
              {'Last appointment '}
              <time dateTime={dateTime}>{formatAppointmentDate(dateTime)}</time>
            </>
          )}
        </Text>
      </Stack>
    </Group>
  );
};
