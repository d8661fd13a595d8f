/** File types the product accepts, told apart by their first bytes rather than by name or declared type. */
export type SniffedType = 'png' | 'jpeg' | 'pdf';

const SIGNATURES: ReadonlyArray<readonly [SniffedType, readonly number[]]> = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/** Bytes needed to recognise any accepted type. */
export const SIGNATURE_BYTES = 8;

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
