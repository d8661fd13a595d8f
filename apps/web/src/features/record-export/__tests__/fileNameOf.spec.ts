import { fileNameOf } from '../fileNameOf';

const NOW = new Date('2026-11-27T23:59:00.000Z');

describe('fileNameOf', () => {
  it('should take the name the server gave, quoted or not', () => {
    expect(fileNameOf('attachment; filename="vitalsync-record-2026-11-26.json"', NOW)).toBe(
      'vitalsync-record-2026-11-26.json',
    );
    expect(fileNameOf('attachment; filename=record.json', NOW)).toBe('record.json');
  });

  it('should fall back to today’s export name without a usable one (no header, or a path)', () => {
    expect(fileNameOf(null, NOW)).toBe('vitalsync-record-2026-11-27.json');
    expect(fileNameOf('attachment', NOW)).toBe('vitalsync-record-2026-11-27.json');
    expect(fileNameOf('attachment; filename="../../etc/passwd"', NOW)).toBe(
      'vitalsync-record-2026-11-27.json',
    );
  });
});
