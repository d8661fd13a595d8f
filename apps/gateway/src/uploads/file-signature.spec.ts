import { fileAgrees, sniffFileType } from './file-signature';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const PDF = Buffer.from('%PDF-1.7\n');

describe('sniffFileType', () => {
  it('recognises PNG, JPEG and PDF by their first bytes', () => {
    expect(sniffFileType(PNG)).toBe('png');
    expect(sniffFileType(JPEG)).toBe('jpeg');
    expect(sniffFileType(PDF)).toBe('pdf');
  });

  it('recognises nothing else, however the file is named', () => {
    expect(sniffFileType(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffFileType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(sniffFileType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('fileAgrees', () => {
  it('accepts matching name, declared type and content', () => {
    expect(fileAgrees('png', 'png', 'image/png')).toBe(true);
    expect(fileAgrees('jpeg', 'jpg', 'image/jpeg')).toBe(true);
    expect(fileAgrees('pdf', 'pdf', 'application/pdf')).toBe(true);
  });

  it('refuses a renamed file (a PDF called .png, an HTML page called .jpg)', () => {
    expect(fileAgrees('pdf', 'png', 'image/png')).toBe(false);
    expect(fileAgrees(undefined, 'jpg', 'image/jpeg')).toBe(false);
  });

  it('refuses a declared type that contradicts the content', () => {
    expect(fileAgrees('png', 'png', 'text/html')).toBe(false);
  });
});
