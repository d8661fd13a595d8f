import { type AppointmentStatus, type AppointmentType } from '@vitalsync/contracts';

/**
 * "Dr Meredith Grey" (docs/product/screens-and-routes.md#patient-appointments); a name already written with the
 * title is not titled twice.
 */
export const doctorTitle = (fullName: string): string =>
  /^dr\.?\s/i.test(fullName) ? fullName : `Dr ${fullName}`;

const MODE_LABELS: Readonly<Record<AppointmentType, string>> = { 'video-call': 'Video call', chat: 'Chat' };

/** The consultation mode as the booking form names it. */
export const modeLabel = (type: AppointmentType): string => MODE_LABELS[type];

/**
 * "cancelled" → "Cancelled", "in-progress" → "In-progress" (docs/product/entities.md#appointment: statuses shown
 * capitalised).
 */
export const statusLabel = (status: AppointmentStatus): string =>
  `${status.charAt(0).toUpperCase()}${status.slice(1)}`;
