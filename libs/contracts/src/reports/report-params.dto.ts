import { IsUUID } from 'class-validator';

import { REPORT_NOT_FOUND_MESSAGE } from './report.messages';

/**
 * `{id}` of GET /api/dashboard/reports/{id}/file and DELETE /api/dashboard/reports/{id}. An id that cannot exist names no report: the gateway's 404
 * (its validation pipe reads `notFound` from the context), as for one that is not the caller's.
 */
export class ReportIdParamsDto {
  @IsUUID(undefined, { context: { notFound: REPORT_NOT_FOUND_MESSAGE, code: 'report.not_found' } })
  id!: string;
}
