/** Real, tiny files of each accepted type (and impostors) for upload tests. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A whole 1×1 grey baseline JPEG (quantisation and Huffman tables, frame, one scan), so it decodes to a size. */
export const JPEG_MINIMAL = Buffer.from(
  '/9j/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA' +
    '/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z',
  'base64',
);

export const PDF_MINIMAL = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

export const HTML_PAGE = Buffer.from('<!doctype html><script>alert(1)</script>');

/** A PDF of exactly `size` bytes: a comment line pads the middle, so it still ends with its `%%EOF` trailer. */
export const paddedPdf = (size: number): Buffer => {
  const text = PDF_MINIMAL.toString('latin1');
  const headerEnd = text.indexOf('\n') + 1;
  const padding = size - text.length - 2;
  if (padding < 0) throw new Error(`A PDF cannot be ${size} bytes`);
  return Buffer.from(
    `${text.slice(0, headerEnd)}%${' '.repeat(padding)}\n${text.slice(headerEnd)}`,
    'latin1',
  );
};

/** A buffer of `size` bytes that starts like a real file of the given kind. */
export const paddedFile = (head: Buffer, size: number): Buffer =>
  Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);

export const fileBlob = (content: Buffer, type: string): Blob =>
  new Blob([new Uint8Array(content)], { type });
