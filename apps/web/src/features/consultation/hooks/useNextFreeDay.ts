import { useEffect, useState } from 'react';

import { useGetSlotsQuery } from '../../appointments/api';
import { viewerTimeZone } from '../../appointments/appointmentTime';
import { dayAfter, nextFreeDayStep } from '../booking/nextFreeDay';

export type NextFreeDay =
  { state: 'searching' } | { state: 'found'; day: string } | { state: 'none' } | { state: 'failed' };

/**
 * The first day after `date` on which the doctor has a free slot, asked of the server one day at a time (its slots
 * know the bookings and the doctor's hours; the client knows neither fully), up to four weeks ahead. Mount it again
 * (a `key`) for another doctor or day.
 */
export const useNextFreeDay = (doctorId: string, date: string): NextFreeDay => {
  const [offset, setOffset] = useState(1);
  const day = dayAfter(date, offset);
  // currentData: the answer for this day only, never the previous day's while this one loads.
  const { currentData, isError } = useGetSlotsQuery({ doctorId, date: day, timeZone: viewerTimeZone() });
  const step = currentData
    ? currentData.hoursSet
      ? nextFreeDayStep(offset, currentData.slots.length)
      : 'none'
    : undefined;

  useEffect(() => {
    if (step === 'next') setOffset((current) => current + 1);
  }, [step, offset]);

  if (isError && !currentData) return { state: 'failed' };
  if (step === 'found') return { state: 'found', day };
  if (step === 'none') return { state: 'none' };
  return { state: 'searching' };
};
