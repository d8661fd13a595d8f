import { type Report } from '@vitalsync/contracts';

/** The doctor's search box: a case-insensitive substring of the patient's name or of the title. */
export const filterReports = (reports: readonly Report[], query: string): Report[] => {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...reports];
  return reports.filter(
    (report) =>
      report.patient.fullName.toLocaleLowerCase().includes(needle) ||
      report.title.toLocaleLowerCase().includes(needle),
  );
};
