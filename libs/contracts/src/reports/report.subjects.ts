/** Request/reply subjects of reports, answered by appointment-svc (it knows who consulted whom). */
export const REPORT_SUBJECTS = {
  add: 'reports.add',
  list: 'reports.list',
  file: 'reports.file',
  remove: 'reports.remove',
} as const;
