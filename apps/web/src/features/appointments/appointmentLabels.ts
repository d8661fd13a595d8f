import { type AppointmentStatus, type AppointmentType } from '@vitalsync/contracts';

/** "Dr Meredith Grey" (spec section 2); a name already written with the title is not titled twice. */
export const doctorTitle = (fullName: string): string =>
  /^dr\.?\s/i.test(fullName) ? fullName : `Dr ${fullName}`;

const MODE_LABELS: Readonly<Record<AppointmentType, string>> = { 'video-call': 'Video call', chat: 'Chat' };

/** The consultation mode as the booking form names it. */
export const modeLabel = (type: AppointmentType): string => MODE_LABELS[type];

/** "cancelled" → "Cancelled", "in-progress" → "In-progress" (spec section 3: statuses shown capitalised). */
export const statusLabel = (status: AppointmentStatus): string =>
  `${status.charAt(0).toUpperCase()}${status.slice(1)}`;
