import { type Report } from '@vitalsync/contracts';

import { ReportCard } from './ReportCard';
import classes from './Reports.module.css';

interface ReportListProps {
  reports: readonly Report[];
  viewer: 'doctor' | 'patient';
  label: string;
}

/** Report cards in a grid: one column on a phone, as many as fit on a wide screen. */
export const ReportList = ({ reports, viewer, label }: ReportListProps) => (
  <ul className={classes.list} aria-label={label}>
    {reports.map((report) => (
      <li key={report._id}>
        <ReportCard report={report} viewer={viewer} />
      </li>
    ))}
  </ul>
);
