import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, rpcError } from '@vitalsync/backend';
import {
  type Actor,
  NOT_CONSULTED_MESSAGE,
  type NewReport,
  REPORT_HAS_NO_FILE_MESSAGE,
  REPORT_NOT_FOUND_MESSAGE,
  type RemoveReportReply,
  type Report,
  type ReportFileReply,
  type StoredReportFile,
} from '@vitalsync/contracts';

import { AccessAudit } from '../appointments/access-audit';
import { AppointmentAccess } from '../appointments/appointment-access';
import { requireRole } from '../appointments/roles';
import { PeopleDirectory } from '../people/people.directory';
import { reportAdded, storedFileOf, toReport } from './report-view';
import { ReportsRepository } from './reports.repository';
import { type ReportRow } from './reports.schema';

/**
 * Reports a doctor writes for patients they consulted. Only the patient and the writing doctor ever read one or its
 * file; anyone else hears it does not exist (`report.not_found`), as for appointments.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly reports: ReportsRepository,
    private readonly access: AppointmentAccess,
    private readonly people: PeopleDirectory,
    private readonly audit: AccessAudit,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The fields arrive checked (AddReportCommandDto); a file arrives as the key the gateway stored it under. */
  async add(actor: Actor, report: NewReport, file: StoredReportFile | undefined): Promise<Report> {
    requireRole(actor, 'doctor');
    const visible = await this.access.doctorCanSeePatients(actor.id, [report.patientId]);
    if (!visible.has(report.patientId))
      throw rpcError({ code: 'patient.not_consulted', message: NOT_CONSULTED_MESSAGE });
    const created = await this.reports.create(
      {
        doctorId: actor.id,
        patientId: report.patientId,
        title: report.title,
        date: report.date,
        text: report.text,
        fileKey: file?.key ?? null,
        fileType: file?.contentType ?? null,
        fileName: file?.name ?? null,
        createdAt: this.clock(),
      },
      (row) => [reportAdded(row)],
    );
    return (await this.withNames([created]))[0] as Report;
  }

  /** A doctor's own reports, or a patient's own: the role decides which side of the table is scoped. */
  async list(actor: Actor): Promise<Report[]> {
    const rows = await this.reports.list(
      actor.role === 'doctor' ? { doctorId: actor.id } : { patientId: actor.id },
    );
    return this.withNames(rows);
  }

  async file(actor: Actor, reportId: string): Promise<ReportFileReply> {
    const row = await this.reports.readableBy(reportId, actor.id);
    if (!row) throw rpcError({ code: 'report.not_found', message: REPORT_NOT_FOUND_MESSAGE });
    const file = storedFileOf(row);
    if (!file) throw rpcError({ code: 'report.no_file', message: REPORT_HAS_NO_FILE_MESSAGE });
    return file;
  }

  /**
   * The writing doctor takes a report back (one written for the wrong patient, or with the wrong file). Anyone else,
   * its patient included, hears it does not exist. The patient's access history tells of the removal (ids only,
   * never the title or text); the gateway deletes the file the reply names once the row is gone.
   */
  async remove(actor: Actor, reportId: string): Promise<RemoveReportReply> {
    const removed = await this.reports.removeWrittenBy(reportId, actor.id, (row) =>
      this.audit.entriesOf(actor, 'report.removed', [row.patientId], row.id),
    );
    if (!removed) throw rpcError({ code: 'report.not_found', message: REPORT_NOT_FOUND_MESSAGE });
    return { fileKey: removed.fileKey };
  }

  /** Every name of a list in one batch from the read model, never one request per row. */
  private async withNames(rows: readonly ReportRow[]): Promise<Report[]> {
    if (rows.length === 0) return [];
    const names = await this.people.namesOf(
      rows.flatMap((row) => [
        { id: row.doctorId, role: 'doctor' as const },
        { id: row.patientId, role: 'user' as const },
      ]),
    );
    return rows.map((row) => toReport(row, names));
  }
}
