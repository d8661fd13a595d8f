import { contentIsComplete, fileAgrees, sniffFileType } from './file-signature';

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

describe('contentIsComplete', () => {
  const PNG_1PX = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const JPEG_1PX = Buffer.from(
    '/9j/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA' +
      '/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z',
    'base64',
  );
  const WHOLE_PDF = Buffer.from('%PDF-1.4\ntrailer <</Root 1 0 R>>\n%%EOF\n');

  it('accepts images that decode to dimensions and a PDF that ends with its trailer', () => {
    expect(contentIsComplete('png', PNG_1PX, PNG_1PX)).toBe(true);
    expect(contentIsComplete('jpeg', JPEG_1PX, JPEG_1PX)).toBe(true);
    expect(contentIsComplete('pdf', WHOLE_PDF.subarray(0, 8), WHOLE_PDF.subarray(-1024))).toBe(true);
  });

  it('refuses an 8-byte PNG, a JPEG without a frame header and a bare %PDF-', () => {
    expect(contentIsComplete('png', PNG, PNG)).toBe(false);
    expect(contentIsComplete('png', PNG_1PX.subarray(0, 8), PNG_1PX.subarray(0, 8))).toBe(false);
    expect(contentIsComplete('jpeg', JPEG, JPEG)).toBe(false);
    expect(contentIsComplete('pdf', Buffer.from('%PDF-'), Buffer.from('%PDF-'))).toBe(false);
  });

  it('refuses an image whose dimensions say it is of another kind', () => {
    expect(contentIsComplete('jpeg', PNG_1PX, PNG_1PX)).toBe(false);
  });
});
