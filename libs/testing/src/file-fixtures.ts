/** Real, tiny files of each accepted type (and impostors) for upload tests. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const JPEG_MINIMAL = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]);

export const PDF_MINIMAL = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

export const HTML_PAGE = Buffer.from('<!doctype html><script>alert(1)</script>');

/** A buffer of `size` bytes that starts like a real file of the given kind. */
export const paddedFile = (head: Buffer, size: number): Buffer =>
  Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);

export const fileBlob = (content: Buffer, type: string): Blob =>
  new Blob([new Uint8Array(content)], { type });
