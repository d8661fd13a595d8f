/** Types a browser shows itself (its PDF viewer, an image): opened inline in a new tab, never run as a page. */
const SHOWN_INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/** RFC 5987 value characters: encodeURIComponent leaves ' ( ) * as they are, which the header grammar refuses. */
const encodeRfc5987 = (value: string): string =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `inline` (or `attachment`) with the file's name twice: an ASCII fallback for old clients and the exact name in
 * RFC 5987 encoding, so no character of a name can break the header.
 */
export const contentDisposition = (name: string, contentType: string): string => {
  const kind = SHOWN_INLINE.has(contentType) ? 'inline' : 'attachment';
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
};
