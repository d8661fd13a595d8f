import { useSyncExternalStore } from 'react';

// Set once by the first toast and never cleared: from then on the toast container stays mounted.
let demanded = false;
const listeners = new Set<() => void>();

export const demandToasts = () => {
  if (demanded) return;
  demanded = true;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether any toast has been raised yet (outside React). */
export const toastsDemanded = () => demanded;

/** Whether any toast has been raised yet, i.e. whether the toast container is needed. */
export const useToastsDemanded = () => useSyncExternalStore(subscribe, toastsDemanded);
