import { Button } from '@mantine/core';
import { IconMessages, IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { shownQueryState } from '../../../app/queryState';
import { useGetDoctorAppointmentsQuery } from '../../appointments/api';
import { openCallWindow } from '../../appointments/openCallWindow';
import { useNow } from '../../appointments/useNow';
import { nextAppointment } from '../nextAppointment';

import { NextAppointmentCard } from './NextAppointmentCard';

/** The doctor's next appointment on Doctor Home: Join opens the call in its own window, as the list's Join Call. */
export const DoctorNextAppointment = () => {
  const now = useNow();
  const { data, error, isLoading, isFetching, refetch } = useGetDoctorAppointmentsQuery(undefined, {
    selectFromResult: shownQueryState,
  });
  const next = data && nextAppointment(data.appointments, now);
  const action =
    next?.type === 'chat' ? (
      <Button
        component={Link}
        to="/dashboard/doctor/chats"
        state={{ userId: next.user.userId }}
        leftSection={<IconMessages size={18} aria-hidden />}
      >
        Chat
      </Button>
    ) : (
      <Button
        leftSection={<IconVideo size={18} aria-hidden />}
        onClick={() => next && openCallWindow(next._id)}
      >
        Join
      </Button>
    );
  return (
    <NextAppointmentCard
      load={{ loaded: data !== undefined, isLoading, isFetching, error, refetch: () => void refetch() }}
      next={next}
      withWhom={next?.user.fullName ?? ''}
      action={action}
      now={now}
    />
  );
};
