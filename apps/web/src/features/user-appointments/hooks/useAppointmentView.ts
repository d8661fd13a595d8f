import { useCallback, useState } from 'react';

export const APPOINTMENT_VIEWS = ['list', 'grid'] as const;
export type AppointmentView = (typeof APPOINTMENT_VIEWS)[number];

const STORAGE_KEY = 'vitalsync.appointments.view';

const isView = (value: unknown): value is AppointmentView => APPOINTMENT_VIEWS.some((view) => view === value);

// Storage can be unavailable (private mode, blocked cookies): the toggle still works, it is just not remembered.
const storedView = (): AppointmentView => {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isView(value) ? value : 'list';
  } catch {
    return 'list';
  }
};

/** The list/grid choice of the appointments page, remembered on this device. */
export const useAppointmentView = (): [AppointmentView, (view: string) => void] => {
  const [view, setView] = useState<AppointmentView>(storedView);
  const choose = useCallback((next: string) => {
    if (!isView(next)) return;
    setView(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered; the choice still applies now.
    }
  }, []);
  return [view, choose];
};
