import { imageSize } from 'image-size';

/** File types the product accepts, told apart by their first bytes rather than by name or declared type. */
export type SniffedType = 'png' | 'jpeg' | 'pdf';

const SIGNATURES: ReadonlyArray<readonly [SniffedType, readonly number[]]> = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** Bytes needed to recognise any accepted type. */
export const SIGNATURE_BYTES = 8;

/**
 * Bytes kept from the start of an upload to read an image's dimensions: a JPEG's size comes after its metadata
 * segments (EXIF, ICC profile), which rarely reach beyond this.
 */
export const IMAGE_HEAD_BYTES = 256 * 1024;

/** A PDF ends with `%%EOF` within its last kilobyte (readers search no further). */
export const PDF_TAIL_BYTES = 1024;

export const sniffFileType = (head: Buffer): SniffedType | undefined =>
  SIGNATURES.find(([, bytes]) => bytes.every((byte, index) => head[index] === byte))?.[0];

const EXTENSIONS: Record<SniffedType, readonly string[]> = {
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  pdf: ['pdf'],
};
const MIME_TYPES: Record<SniffedType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

export const contentTypeOf = (type: SniffedType): string => MIME_TYPES[type];

/** Name, declared type and content must all tell the same story (OWASP ASVS 5.2.2). */
export const fileAgrees = (type: SniffedType | undefined, extension: string, declaredMime: string): boolean =>
  type !== undefined &&
  EXTENSIONS[type].includes(extension) &&
  (declaredMime === MIME_TYPES[type] ||
    declaredMime === 'application/octet-stream' ||
    (type === 'jpeg' && declaredMime === 'image/jpg'));

const PDF_END = Buffer.from('%%EOF');
const IMAGE_SIZE_TYPES: Record<Exclude<SniffedType, 'pdf'>, string> = { png: 'png', jpeg: 'jpg' };

const hasDimensions = (type: Exclude<SniffedType, 'pdf'>, head: Buffer): boolean => {
  try {
    const size = imageSize(head);
    return size.type === IMAGE_SIZE_TYPES[type] && size.width > 0 && size.height > 0;
  } catch {
    return false;
  }
};

/**
 * More than the signature: an image must decode to its dimensions from its first IMAGE_HEAD_BYTES, a PDF must end
 * with its trailer. An 8-byte PNG signature or a bare `%PDF-` is not a file of that kind.
 */
export const contentIsComplete = (type: SniffedType, head: Buffer, tail: Buffer): boolean =>
  type === 'pdf' ? tail.includes(PDF_END) : hasDimensions(type, head);
