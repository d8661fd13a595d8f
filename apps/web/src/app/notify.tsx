import { IconCheck, IconLock } from '@tabler/icons-react';
import { type ReactNode } from 'react';

import { demandToasts, toastsDemanded } from './toasts/toastDemand';

/**
 * How long a toast stays, in ms: long enough to read its one line, short enough not to sit over the page. A toast
 * that asks the reader to act or tells of someone else's doing stays a little longer than a confirmation of their
 * own. Emergencies are not here: they stay until the doctor closes them.
 */
export const TOAST_DURATION = { success: 3000, notice: 4000, info: 4000 } as const;

// The id derives from the message, so the same alert raised twice (e.g. by a re-run effect) shows once.
export const toastId = (message: string) => `toast-${message.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

// @mantine/notifications loads with the first toast (a chunk of its own), not with the first page.
export const showToast = (message: string, color: string, icon: ReactNode, autoClose: number) => {
  demandToasts();
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ id: toastId(message), message, color, icon, withBorder: true, autoClose }),
  );
};

/** Takes a toast away before its time, when what it said no longer applies to the page shown. */
export const dismissToast = (message: string) => {
  if (!toastsDemanded()) return;
  void import('@mantine/notifications').then(({ notifications }) => notifications.hide(toastId(message)));
};

/** Spec success alerts ("You have Successfully Logged Out!", …). */
export const notifySuccess = (message: string) =>
  showToast(message, 'teal', <IconCheck size={18} />, TOAST_DURATION.success);

/** Alerts that ask the user to act ("Please Login First!"). */
export const notifyNotice = (message: string) =>
  showToast(message, 'yellow', <IconLock size={18} />, TOAST_DURATION.notice);

/** Something another person did (the doctor moved an appointment). */
export const notifyInfo = (message: string, icon: ReactNode) =>
  showToast(message, 'blue', icon, TOAST_DURATION.info);
