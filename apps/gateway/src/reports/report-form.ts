import { ServiceUnavailableException } from '@nestjs/common';
import {
  type NewReport,
  REPORT_FIELD_RULES,
  REPORT_FILE_FIELD,
  REPORT_FILE_KEY_PREFIX,
  REPORT_FILE_NAME_MAX_LENGTH,
  REPORT_FILE_RULE,
  REPORT_FORM_UNREADABLE_MESSAGE,
  REPORT_STORAGE_UNAVAILABLE_MESSAGE,
  type ReportContentType,
  type ReportField,
  type StoredReportFile,
  validateFields,
} from '@vitalsync/contracts';
import { type StoragePort } from '@vitalsync/storage';

import {
  type FilePart,
  type FormPart,
  drainUpload,
  readableParts,
  storeCheckedUpload,
} from '../uploads/stored-upload';

/** What the Add Report form held: its fields once every check passed, else the refused fields by name. */
export type ParsedReportForm =
  | { ok: true; report: NewReport; file: StoredReportFile | undefined }
  | { ok: false; errors: Record<string, string> };

const FIELDS = Object.keys(REPORT_FIELD_RULES) as ReportField[];
const isReportField = (name: string): name is ReportField => (FIELDS as string[]).includes(name);

/** A record safe for any key a client sends (`__proto__` included): it has no prototype to write through. */
const emptyRecord = <T>(): Record<string, T> => Object.create(null) as Record<string, T>;

/**
 * A day in a time zone up to 14 hours ahead of UTC has already come: the report date may be "today" wherever the
 * doctor is, never a day still to come anywhere.
 */
const LATEST_ZONE_MS = 14 * 60 * 60 * 1000;

/** The original name, kept only for Content-Disposition: no path, no control characters, bounded. */
export const safeFileName = (name: string): string =>
  (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .slice(-REPORT_FILE_NAME_MAX_LENGTH) || 'report';

/** Stores the file; a failure of the storage itself (not of the file) is a 503, never a 500. */
const storeReportFile = async (part: FilePart, storage: StoragePort) => {
  try {
    return await storeCheckedUpload(part, REPORT_FILE_RULE, storage, REPORT_FILE_KEY_PREFIX);
  } catch {
    throw new ServiceUnavailableException(REPORT_STORAGE_UNAVAILABLE_MESSAGE);
  }
};

/**
 * Reads the Add Report form part by part, streaming its one file into storage (checked by its first bytes, at most
 * 5 MB), and checks every field with the contract's rules. Whatever the outcome, a refused form leaves nothing
 * stored: a file stored before a later part failed is deleted before the error goes on, and one stored for a form
 * whose fields are refused is deleted before the answer.
 */
export const parseReportForm = async (
  parts: AsyncIterable<FormPart>,
  storage: StoragePort,
  now: Date,
): Promise<ParsedReportForm> => {
  const fields = emptyRecord<string>();
  const errors = emptyRecord<string>();
  let file: StoredReportFile | undefined;
  try {
    for await (const part of readableParts(
      parts,
      REPORT_FORM_UNREADABLE_MESSAGE,
      'Every part of the report form needs a name.',
    )) {
      const name = part.fieldname;
      if (part.type === 'field') {
        if (!isReportField(name) || fields[name] !== undefined) errors[name] = 'This field is not accepted.';
        else if (typeof part.value === 'string') fields[name] = part.value.trim();
        continue;
      }
      if (name !== REPORT_FILE_FIELD || file !== undefined || errors[name] !== undefined) {
        await drainUpload(part.file);
        errors[name] ??= name === REPORT_FILE_FIELD ? 'Send one file only.' : 'This file is not accepted.';
        continue;
      }
      const stored = await storeReportFile(part, storage);
      if ('error' in stored) errors[name] = stored.error;
      else
        file = {
          key: stored.key,
          contentType: stored.contentType as ReportContentType,
          name: safeFileName(part.filename),
        };
    }
  } catch (error) {
    if (file) await storage.delete(file.key).catch(() => undefined);
    throw error;
  }
  Object.assign(
    errors,
    validateFields(REPORT_FIELD_RULES, fields, new Date(now.getTime() + LATEST_ZONE_MS)),
    { ...errors },
  );
  if (Object.keys(errors).length > 0) {
    if (file) await storage.delete(file.key).catch(() => undefined);
    return { ok: false, errors };
  }
  return {
    ok: true,
    report: {
      patientId: fields['patientId'] ?? '',
      title: fields['title'] ?? '',
      date: fields['date'] ?? '',
      text: fields['text'] ?? '',
    },
    file,
  };
};
