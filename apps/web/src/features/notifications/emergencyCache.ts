import { type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { type EmergencyNotification } from '@vitalsync/contracts';
import { useDispatch } from 'react-redux';

import { appointmentsApi } from '../appointments/api';

type CacheThunk = ReturnType<typeof appointmentsApi.util.updateQueryData>;
/** The store as RTK Query's cache thunks see it: the API slice is in it, since this module loads with the API. */
type ApiDispatch = ThunkDispatch<ReturnType<Parameters<CacheThunk>[1]>, unknown, UnknownAction>;

export const useApiDispatch = () => useDispatch<ApiDispatch>();

/**
 * Marks the pushed patient as an emergency in the cached consulted patients, so the Patient Manager's red row, the
 * detail view and the notifications page change at once. Patched, not refetched: the push can overtake the profile
 * store, and a refetch then would bring back the patient as they were. A list not loaded yet is left alone; it
 * reads the stored state when it loads.
 */
export const markEmergency = ({ patientId, alert }: EmergencyNotification): CacheThunk =>
  appointmentsApi.util.updateQueryData('getConsultedPatients', undefined, (draft) => {
    const entry = draft.consultedPatients.find(({ user }) => user.id === patientId);
    if (!entry) return;
    const health = entry.user.health_info;
    health.ai_generated = {
      health_summary: health.ai_generated?.health_summary ?? '',
      lifestyle_tips: health.ai_generated?.lifestyle_tips ?? [],
      health_alert: { alert, emergency: true },
    };
  });
