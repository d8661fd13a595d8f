import { Card, Group, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { IconMessageCircleOff, IconMessages } from '@tabler/icons-react';
import { type ConsultedDoctor } from '@vitalsync/contracts';
import { useState } from 'react';

import { LoadFailure } from '../../../layout/LoadFailure';
import { useGetConsultedDoctorsQuery } from '../../appointments/api';
import { doctorTitle } from '../../appointments/appointmentLabels';
import { ConsultedDoctorSummary } from '../../appointments/components/ConsultedDoctorSummary';
import { ProfilePicture } from '../../profile/components/ProfilePicture';

import classes from './DoctorChatTab.module.css';
import { NothingYet } from './NothingYet';

export const NO_CONSULTED_DOCTOR_MESSAGE = 'You have not consulted a doctor yet.';
export const CHAT_NOT_OPEN_MESSAGE = 'Messages with your doctor appear here once chat opens.';

const DoctorEntry = ({
  entry,
  selected,
  onSelect,
}: {
  entry: ConsultedDoctor;
  selected: boolean;
  onSelect: () => void;
}) => (
  <UnstyledButton className={classes.entry} aria-pressed={selected} onClick={onSelect}>
    <ConsultedDoctorSummary entry={entry} />
  </UnstyledButton>
);

/** Where the conversation with the chosen doctor goes; until chat opens, it says so rather than invent messages. */
const Conversation = ({ entry }: { entry: ConsultedDoctor }) => {
  const name = doctorTitle(entry.doctor.personal_info.fullName);
  return (
    <Card component="section" aria-label={`Conversation with ${name}`} className={classes.conversation}>
      <Stack gap="lg" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ProfilePicture
            file={entry.doctor.profilePicture}
            name={entry.doctor.personal_info.fullName}
            size={48}
          />
          <Stack gap={0} miw={0}>
            <Title order={2} fz="lg" className={classes.text}>
              {name}
            </Title>
            <Text size="sm" c="dimmed" className={classes.text}>
              {entry.doctor.professional_info.speciality}
            </Text>
          </Stack>
        </Group>
        <Stack align="center" justify="center" ta="center" gap="xs" className={classes.placeholder}>
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconMessages size={24} aria-hidden />
          </ThemeIcon>
          <Text>{CHAT_NOT_OPEN_MESSAGE}</Text>
        </Stack>
      </Stack>
    </Card>
  );
};

const ChatSkeleton = () => (
  <Stack gap="sm" role="status" aria-live="polite" aria-label="Loading your doctors">
    <Skeleton height={64} />
    <Skeleton height={64} />
  </Stack>
);

/** Spec section 2, doctor-chat tab: the doctors consulted, the one from navigation state chosen first. */
export const DoctorChatTab = ({ doctorId }: { doctorId: string | undefined }) => {
  const { data, error, isLoading, isFetching, refetch } = useGetConsultedDoctorsQuery();
  const [chosenId, setChosenId] = useState(doctorId);

  if (isLoading) return <ChatSkeleton />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  const doctors = data.consultedDoctors;
  if (doctors.length === 0)
    return <NothingYet message={NO_CONSULTED_DOCTOR_MESSAGE} icon={IconMessageCircleOff} />;
  const chosen = doctors.find(({ doctor }) => doctor.id === chosenId) ?? doctors[0];

  return (
    <div className={classes.layout}>
      <Stack component="ul" gap="xs" aria-label="Your doctors" className={classes.list}>
        {doctors.map((entry) => (
          <li key={entry.doctor.id}>
            <DoctorEntry
              entry={entry}
              selected={entry === chosen}
              onSelect={() => setChosenId(entry.doctor.id)}
            />
          </li>
        ))}
      </Stack>
      {chosen ? <Conversation entry={chosen} /> : null}
    </div>
  );
};
