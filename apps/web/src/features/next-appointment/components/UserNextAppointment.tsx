import { Button } from '@mantine/core';
import { IconCalendarPlus, IconMessages, IconVideo } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { shownQueryState } from '../../../app/queryState';
import { doctorTitle } from '../../appointments/appointmentLabels';
import { useGetUserAppointmentsQuery } from '../../appointments/api';
import { useNow } from '../../appointments/useNow';
import { type ConsultationState } from '../../consultation/consultationState';
import { consultationPath } from '../../consultation/consultationTabs';
import { nextAppointment } from '../nextAppointment';

import { NextAppointmentCard } from './NextAppointmentCard';

/** The patient's next appointment on the home: Join goes to its video-call tab, Chat to the doctor's chat. */
export const UserNextAppointment = () => {
  const now = useNow();
  const { data, error, isLoading, isFetching, refetch } = useGetUserAppointmentsQuery(undefined, {
    selectFromResult: shownQueryState,
  });
  const next = data && nextAppointment(data.appointments, now);
  const state: ConsultationState = next ? { id: next._id, doctorId: next.doctor.doctorId } : {};
  const action =
    next?.type === 'chat' ? (
      <Button
        component={Link}
        to={consultationPath('doctor-chat')}
        state={{ doctorId: state.doctorId }}
        leftSection={<IconMessages size={18} aria-hidden />}
      >
        Chat
      </Button>
    ) : (
      <Button
        component={Link}
        to={consultationPath('video-call')}
        state={state}
        leftSection={<IconVideo size={18} aria-hidden />}
      >
        Join
      </Button>
    );
  return (
    <NextAppointmentCard
      load={{ loaded: data !== undefined, isLoading, isFetching, error, refetch: () => void refetch() }}
      next={next}
      withWhom={next ? doctorTitle(next.doctor.fullName) : ''}
      action={action}
      emptyAction={
        <Button
          component={Link}
          to={consultationPath('book-appointment')}
          variant="default"
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
        >
          Book appointment
        </Button>
      }
      now={now}
    />
  );
};
