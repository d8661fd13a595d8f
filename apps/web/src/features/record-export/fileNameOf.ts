import { recordExportFileName } from '@vitalsync/contracts';

/**
 * The file name the server gave in `Content-Disposition` (`attachment; filename="…"`), else the name it would
 * have given today. Only a plain name is taken: no path, nothing a browser would refuse.
 */
export const fileNameOf = (contentDisposition: string | null, now: Date): string => {
  const match =
    /filename="([^"/\\]+)"/i.exec(contentDisposition ?? '') ??
    /filename=([^;"/\\\s]+)/i.exec(contentDisposition ?? '');
  return match?.[1] ?? recordExportFileName(now);
};
