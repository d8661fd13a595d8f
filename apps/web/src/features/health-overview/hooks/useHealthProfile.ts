import { type Profile, type UserProfile } from '@vitalsync/contracts';
import { useEffect, useState } from 'react';

import { selectProfile, useAppSelector } from '../../../app/hooks';
import { isDoctorProfile } from '../../profile/forms/profileForm';
import { useGetHealthProfileQuery } from '../api';
import { insightsStateOf } from '../healthFacts';

/** How often the page asks again while the insights of the last save are being worked out. */
export const INSIGHTS_POLL_MS = 3_000;

export interface HealthProfile {
  /** The freshest profile known: the server's answer, else the session's (shown at once, no blank page). */
  profile: UserProfile | undefined;
  /** Nothing to show and the request failed. */
  error: unknown;
  failed: boolean;
  retrying: boolean;
  retry: () => void;
}

const patientProfile = (profile: Profile | null): UserProfile | undefined =>
  profile && !isDoctorProfile(profile) ? profile : undefined;

/**
 * The signed-in patient's profile, read afresh on every visit. ai-svc stores the insights a moment after a save,
 * so while they are being prepared the page asks again every few seconds, and stops once they are there.
 */
export const useHealthProfile = (): HealthProfile => {
  const sessionProfile = useAppSelector(selectProfile);
  const [polling, setPolling] = useState(false);
  const { data, error, isError, refetching, refetch } = useGetHealthProfileQuery(undefined, {
    refetchOnMountOrArgChange: true,
    pollingInterval: polling ? INSIGHTS_POLL_MS : 0,
    // Whether a request is under way shows only on the failure (its Retry); elsewhere each refetch and poll would
    // render the whole page again for nothing.
    selectFromResult: ({ data, error, isError, isFetching }) => ({
      data,
      error,
      isError,
      refetching: isFetching && (isError || data?.status === 'error'),
    }),
  });
  const fresh = data?.status === 'success' ? patientProfile(data.profile) : undefined;
  const profile = fresh ?? patientProfile(sessionProfile);
  const preparing = profile ? insightsStateOf(profile.health_info).kind === 'preparing' : false;

  useEffect(() => setPolling(preparing), [preparing]);

  return {
    profile,
    error,
    failed: !profile && (isError || data?.status === 'error'),
    retrying: refetching,
    retry: () => void refetch(),
  };
};
