export const CONSULTATION_TABS = ['doctor-chat', 'video-call', 'book-appointment'] as const;
export type ConsultationTab = (typeof CONSULTATION_TABS)[number];

export const CONSULTATION_TAB_LABELS: Record<ConsultationTab, string> = {
  'doctor-chat': 'Doctor Chat',
  'video-call': 'Video Call',
  'book-appointment': 'Book Appointment',
};

/**
 * docs/product/screens-and-routes.md#doctor-consultation: the `tab` query parameter picks the tab; booking when it
 * is absent or unknown.
 */
export const consultationTabOf = (value: string | null): ConsultationTab =>
  CONSULTATION_TABS.find((tab) => tab === value) ?? 'book-appointment';

/** The consultation page opened at one tab. */
export const consultationPath = (tab: ConsultationTab): string =>
  `/dashboard/user/doctor-consultation?tab=${tab}`;
