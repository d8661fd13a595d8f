import { type Report } from '@vitalsync/contracts';

/** A report as `GET /dashboard/reports` returns it. */
export const aReport = (overrides: Partial<Report> = {}): Report => ({
  _id: 'r1',
  title: 'Full blood count',
  date: '2026-05-02',
  text: 'Haemoglobin within range.',
  patient: { id: 'u1', fullName: 'Ada Patient' },
  doctor: { id: 'd1', fullName: 'Maria Okafor' },
  hasFile: true,
  ...overrides,
});

export const reportsReply = (reports: Report[]) => ({ status: 200, body: { status: 'success', reports } });
