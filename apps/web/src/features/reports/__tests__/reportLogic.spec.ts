import { formatReportDate, localToday } from '../reportDate';
import { placeServerErrors, reportFieldError, reportFileError, reportFormData } from '../reportForm';
import { filterReports } from '../reportSearch';

import { aReport } from './reports.fixtures';

const fileList = (...files: File[]): FileList =>
  Object.assign([...files], { item: (index: number) => files[index] ?? null }) as unknown as FileList;

describe('filterReports', () => {
  const reports = [
    aReport({ _id: 'a', title: 'Chest X-ray', patient: { id: 'u1', fullName: 'Ada Lovelace' } }),
    aReport({ _id: 'b', title: 'Blood count', patient: { id: 'u2', fullName: 'Bruno Critical' } }),
  ];

  it.each([
    ['', ['a', 'b']],
    ['  ', ['a', 'b']],
    ['ADA', ['a']],
    ['x-ray', ['a']],
    ['blood', ['b']],
    ['crit', ['b']],
    ['nothing', []],
  ])('"%s" keeps %j (patient name or title, any case)', (query, ids) => {
    expect(filterReports(reports, query).map((report) => report._id)).toEqual(ids);
  });
});

describe('report dates', () => {
  it('shows a day the same in every time zone', () => {
    expect(formatReportDate('2026-01-15')).toBe('Jan 15, 2026');
  });

  it('gives today as YYYY-MM-DD', () => {
    expect(localToday(new Date('2026-11-27T12:00:00Z'))).toMatch(/^2026-11-2[67]$/);
  });
});

describe('the Add Report form rules', () => {
  const now = new Date('2026-11-27T08:00:00Z');

  it('says what the server would', () => {
    expect(reportFieldError('title', '  ', now)).toBe('Title is Required');
    expect(reportFieldError('date', '2026-11-30', now)).toBe('Date must be a real day, not in the future');
    expect(reportFieldError('date', '2026-11-27', now)).toBeUndefined();
    expect(reportFieldError('patientId', '', now)).toBe('Please choose a patient.');
    expect(reportFieldError('text', 'x'.repeat(5001), now)).toBe('Report text cannot exceed 5000 characters');
  });

  it('checks the chosen file by name and size, and takes no file', () => {
    expect(reportFileError(null)).toBeUndefined();
    expect(reportFileError(fileList(new File(['x'], 'notes.txt')))).toBe('File must be a PDF, JPG or PNG');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf');
    expect(reportFileError(fileList(big))).toBe('File size cannot exceed 5MB');
    expect(reportFileError(fileList(new File(['%PDF-'], 'scan.pdf')))).toBeUndefined();
  });

  it('sends the trimmed fields and the file under "file"', () => {
    const file = new File(['%PDF-'], 'scan.pdf', { type: 'application/pdf' });
    const form = reportFormData({
      patientId: 'u1',
      title: ' Scan ',
      date: '2026-11-01',
      text: ' Clear. ',
      file: fileList(file),
    });
    expect([...form.keys()]).toEqual(['patientId', 'title', 'date', 'text', 'file']);
    expect(form.get('title')).toBe('Scan');
    expect((form.get('file') as File).name).toBe('scan.pdf');
    expect(
      reportFormData({ patientId: 'u1', title: 'a', date: 'b', text: 'c', file: null }).has('file'),
    ).toBe(false);
  });

  it('puts the server’s errors under the fields the form shows', () => {
    expect(
      placeServerErrors({ file: 'File must be a PDF, JPG or PNG', extra: 'This field is not accepted.' }),
    ).toEqual({
      placed: [['file', 'File must be a PDF, JPG or PNG']],
      unplaced: ['This field is not accepted.'],
    });
  });
});
