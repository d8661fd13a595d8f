import { FHIR_JSON_CONTENT_TYPE, RECORD_EXPORT_PATH } from '@vitalsync/contracts';

import { UNREACHABLE_MESSAGE, errorBodyOf } from '../../app/apiError';
import { API_BASE } from '../../config';
import { fileNameOf } from './fileNameOf';

export type RecordDownload = { ok: true; file: Blob; fileName: string } | { ok: false; message: string };

const errorMessageOf = async (response: Response): Promise<string> => {
  try {
    return errorBodyOf(JSON.parse(await response.text()))?.message ?? UNREACHABLE_MESSAGE;
  } catch {
    return UNREACHABLE_MESSAGE;
  }
};

/**
 * Fetches the signed-in patient's record with the session cookie. A file, not cached data: it goes around RTK
 * Query, whose cache would keep a copy of the whole record in the page's memory. Never rejects.
 */
export const downloadRecord = async (now: () => Date = () => new Date()): Promise<RecordDownload> => {
  let response: Response;
  try {
    response = await fetch(
      new Request(`${API_BASE}${RECORD_EXPORT_PATH}`, {
        credentials: 'include',
        headers: { accept: `${FHIR_JSON_CONTENT_TYPE}, application/json` },
      }),
    );
  } catch {
    return { ok: false, message: UNREACHABLE_MESSAGE };
  }
  if (!response.ok) return { ok: false, message: await errorMessageOf(response) };
  return {
    ok: true,
    file: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), now()),
  };
};
