import { type AccessPosition } from './access-events.repository';

/**
 * The history's cursor: the last line's time and key, as opaque base64url text. Decoding refuses anything it did not
 * make (null), so a hand-made cursor gets a 400, never a query with odd values.
 */
export const encodeAccessCursor = ({ at, key }: AccessPosition): string =>
  Buffer.from(`${at.toISOString()}|${key}`, 'utf8').toString('base64url');

const DECODED = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(\d{1,19})$/;

export const decodeAccessCursor = (cursor: string): AccessPosition | null => {
  const match = DECODED.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2]) return null;
  const at = new Date(match[1]);
  if (Number.isNaN(at.getTime()) || at.toISOString() !== match[1]) return null;
  return { at, key: match[2] };
};
