import { type Role } from '@vitalsync/contracts';

import { consultationPath } from '../consultation/consultationTabs';

/**
 * The sidebar entry that leads to a role's chats (its path under `/dashboard/{role}`) and, while messages are
 * unread, the address it opens: the patient's entry otherwise opens the consultation page on booking.
 */
export const CHAT_SECTIONS: Readonly<Record<Role, { path: string; unreadTo: string }>> = {
  doctor: { path: 'chats', unreadTo: '/dashboard/doctor/chats' },
  user: { path: 'doctor-consultation', unreadTo: consultationPath('doctor-chat') },
};
