import { IconCheck, IconLock } from '@tabler/icons-react';
import { type ReactNode } from 'react';

import { demandToasts } from './toasts/toastDemand';

// The id derives from the message, so the same alert raised twice (e.g. by a re-run effect) shows once.
const toastId = (message: string) => `toast-${message.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

// @mantine/notifications loads with the first toast (a chunk of its own), not with the first page.
export const showToast = (message: string, color: string, icon: ReactNode) => {
  demandToasts();
  void import('@mantine/notifications').then(({ notifications }) =>
    notifications.show({ id: toastId(message), message, color, icon, withBorder: true, autoClose: 5000 }),
  );
};

/** Spec success alerts ("You have Successfully Logged Out!", …). */
export const notifySuccess = (message: string) => showToast(message, 'teal', <IconCheck size={18} />);

/** Alerts that ask the user to act ("Please Login First!"). */
export const notifyNotice = (message: string) => showToast(message, 'yellow', <IconLock size={18} />);
