import { checkWeeklyHours, type Profile, type WeeklyHours } from '@vitalsync/contracts';
import { useCallback, useState } from 'react';

import { viewerTimeZone } from '../../appointments/appointmentTime';
import { isDoctorProfile } from '../forms/profileForm';
import { type WeeklyHoursDraft, weeklyHoursDraftOf, weeklyHoursOf } from '../forms/weeklyHoursDraft';

export type CheckedWeeklyHours = { valid: true; weeklyHours: WeeklyHours | null } | { valid: false };

/**
 * The doctor's weekly hours while the profile is edited. They are a list, not one text field, so they live beside
 * the react-hook-form values; the same contract check as the server's runs before a save.
 */
export const useWeeklyHoursDraft = (profile: Profile) => {
  const saved = isDoctorProfile(profile) ? profile.availability.weeklyHours : null;
  const [draft, setDraft] = useState<WeeklyHoursDraft>(() => weeklyHoursDraftOf(saved, viewerTimeZone()));
  const [error, setError] = useState<string>();

  const reset = useCallback((hours: WeeklyHours | null) => {
    setDraft(weeklyHoursDraftOf(hours, viewerTimeZone()));
    setError(undefined);
  }, []);

  const change = useCallback((next: WeeklyHoursDraft) => {
    setDraft(next);
    setError(undefined);
  }, []);

  /** The hours to send, or `valid: false` once the reason is shown under the editor. */
  const check = (): CheckedWeeklyHours => {
    const result = checkWeeklyHours(weeklyHoursOf(draft));
    setError(result.valid ? undefined : result.message);
    return result.valid ? result : { valid: false };
  };

  return { saved, draft, error, setError, reset, change, check };
};
