/** Events appointment-svc publishes about reports. */
export const REPORT_EVENTS = {
  added: 'report.added',
} as const;

/**
 * A doctor added a report for a patient: who, for whom and when, so an access history or a notice can tell of it.
 * Never the title, the text or the file (health data stays in the service).
 */
export interface ReportAddedEvent {
  reportId: string;
  doctorId: string;
  patientId: string;
  hasFile: boolean;
  at: string;
}

export type ReportEvents = {
  [REPORT_EVENTS.added]: ReportAddedEvent;
};
