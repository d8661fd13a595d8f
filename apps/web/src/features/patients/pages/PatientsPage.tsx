import { Alert } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { IconInfoCircle } from '@tabler/icons-react';
import { NOT_CONSULTED_MESSAGE } from '@vitalsync/contracts';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';

import { apiErrorCodeOf } from '../../../app/apiError';
import { usePageTitle } from '../../../app/usePageTitle';
import { ContentSkeleton } from '../../../layout/ContentSkeleton';
import { LoadFailure } from '../../../layout/LoadFailure';
import { useGetConsultedPatientQuery } from '../../access-history/api';
import { useGetConsultedPatientsQuery } from '../../appointments/api';
import { useNow } from '../../appointments/useNow';
import { PatientDetail } from '../components/PatientDetail';
import { PatientList } from '../components/PatientList';
import { navigationString } from '../../../app/navigationState';
import { shownQueryState } from '../../../app/queryState';

interface Selection {
  userId: string;
  focusNotes: boolean;
}

interface PatientsViewProps {
  requestedUserId: string | undefined;
}

/**
 * docs/product/states.md#patients-screen: the list, or one patient's detail once selected; clearing it goes back.
 */
const PatientsView = ({ requestedUserId }: PatientsViewProps) => {
  const now = useNow();
  const { data, error, isLoading, isFetching, refetch } = useGetConsultedPatientsQuery(undefined, {
    selectFromResult: shownQueryState,
  });
  const [selection, setSelection] = useState<Selection | undefined>(
    requestedUserId ? { userId: requestedUserId, focusNotes: false } : undefined,
  );
  const [returned, setReturned] = useState(false);
  const listed = selection && data?.consultedPatients.find(({ user }) => user.id === selection.userId);
  // Opening a detail is a read of that patient's record the server checks and records in their access history;
  // the page shows the list's entry, which live pushes (emergencies) keep current.
  const opened = useGetConsultedPatientQuery(listed ? listed.user.id : skipToken, {
    refetchOnMountOrArgChange: true,
    // Only a refusal changes what the page shows: each step of the read would render the whole detail again.
    selectFromResult: ({ error }) => ({ refused: apiErrorCodeOf(error) === 'patient.not_found' }),
  });
  const { refused } = opened;

  if (isLoading) return <ContentSkeleton />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;

  const selected = refused ? undefined : listed;
  if (selection && selected) {
    return (
      <PatientDetail
        patient={selected}
        now={now}
        focusNotes={selection.focusNotes}
        onBack={() => {
          setSelection(undefined);
          setReturned(true);
        }}
      />
    );
  }

  return (
    <PatientList
      patients={data.consultedPatients}
      now={now}
      focusHeading={returned}
      onView={(userId) => setSelection({ userId, focusNotes: false })}
      onAddNotes={(userId) => setSelection({ userId, focusNotes: true })}
      notice={
        selection ? (
          <Alert role="alert" color="blue" variant="light" icon={<IconInfoCircle size={20} />}>
            {NOT_CONSULTED_MESSAGE}
          </Alert>
        ) : undefined
      }
    />
  );
};

/**
 * `/dashboard/doctor/patients`. Navigation state `{ userId }` (from an appointment card or an alert) opens that
 * patient directly; every new visit (a new history entry) starts from what it asked for.
 */
export const PatientsPage = () => {
  usePageTitle('Patients');
  const location = useLocation();
  return <PatientsView key={location.key} requestedUserId={navigationString(location.state, 'userId')} />;
};
