import { useEffect, useRef, useState } from 'react';

import { failureMessage } from '../../../app/apiError';
import { useGetWaterQuery, useSetWaterMutation } from '../api';
import { clampWater } from '../water';

/** Changes within this long of each other go as one save (a slider drag, a run of "+" clicks). */
export const WATER_SAVE_DELAY_MS = 700;

/** pending: changed, not sent yet; saving: on its way; saved: the server holds what is shown. */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

export interface WaterIntakeState {
  /** null until the day's value has loaded. */
  litres: number | null;
  status: SaveStatus;
  /** Why the last save failed, in the server's words. */
  failure: string | undefined;
  loadError: unknown;
  loadFailed: boolean;
  reloading: boolean;
  reload: () => void;
  change: (litres: number) => void;
  /** Sends the value shown again after a failure. */
  retry: () => void;
}

/**
 * The water intake of one day: the value shown changes at once, saves are debounced, and one save at a time is
 * on its way; whatever is shown when it returns is sent next, so the last value always reaches the server. A
 * value still waiting is sent when the tracker closes (another page, a closed tab: the request is keepalive).
 */
export const useWaterIntake = (day: string): WaterIntakeState => {
  const { data, error, isError, isFetching, refetch } = useGetWaterQuery(day);
  const [saveWater] = useSetWaterMutation();
  const [litres, setLitres] = useState<number | null>(null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [failure, setFailure] = useState<string>();
  const wanted = useRef<number | null>(null);
  const stored = useRef<number | null>(null);
  const sending = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const flush = useRef(() => undefined as void);

  flush.current = () => {
    clearTimeout(timer.current);
    const value = wanted.current;
    if (value === null || sending.current) return;
    if (value === stored.current) {
      setStatus((current) => (current === 'pending' ? 'saved' : current));
      return;
    }
    sending.current = true;
    setStatus('saving');
    saveWater({ day, litres: value })
      .unwrap()
      .then(
        (answer) => {
          sending.current = false;
          stored.current = answer.litres;
          if (wanted.current === answer.litres) setStatus('saved');
          else flush.current();
        },
        (refusal: unknown) => {
          sending.current = false;
          setFailure(failureMessage(refusal));
          setStatus('error');
        },
      );
  };

  // The day's stored value, unless the patient has already changed it.
  useEffect(() => {
    if (!data || wanted.current !== null) return;
    stored.current = data.litres;
    setLitres(data.litres);
  }, [data]);

  useEffect(() => {
    const onPageHide = () => flush.current();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      flush.current();
    };
  }, []);

  const change = (next: number) => {
    const value = clampWater(next);
    wanted.current = value;
    setLitres(value);
    setFailure(undefined);
    setStatus(sending.current ? 'saving' : 'pending');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => flush.current(), WATER_SAVE_DELAY_MS);
  };

  return {
    litres,
    status,
    failure,
    loadError: error,
    loadFailed: litres === null && isError,
    reloading: isFetching,
    reload: () => void refetch(),
    change,
    retry: () => flush.current(),
  };
};
