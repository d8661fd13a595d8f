import { Inject, Injectable } from '@nestjs/common';
import { Outbox, type OutboxEntry } from '@vitalsync/bus';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, desc, eq, or } from 'drizzle-orm';

import { type NewReportRow, type ReportRow, reports } from './reports.schema';

/** Whose reports a list holds: the writing doctor's, or the patient's. */
export type ReportOwner = { doctorId: string } | { patientId: string };

@Injectable()
export class ReportsRepository {
  constructor(
    @Inject(DRIZZLE) private readonly db: Database,
    private readonly outbox: Outbox,
  ) {}

  /** Stores the report and the events `announce` names for it in one transaction: both or neither. */
  create(report: NewReportRow, announce: (created: ReportRow) => readonly OutboxEntry[]): Promise<ReportRow> {
    return this.outbox.transaction(async (tx, events) => {
      const [created] = await tx.insert(reports).values(report).returning();
      if (!created) throw new Error('Inserting a report returned no row');
      await events.addAll(announce(created));
      return created;
    });
  }

  /** The owner's reports, the latest day first (then the latest written); scoped in the WHERE clause. */
  list(owner: ReportOwner): Promise<ReportRow[]> {
    const mine =
      'doctorId' in owner ? eq(reports.doctorId, owner.doctorId) : eq(reports.patientId, owner.patientId);
    return this.db
      .select()
      .from(reports)
      .where(mine)
      .orderBy(desc(reports.date), desc(reports.createdAt), desc(reports.id));
  }

  /**
   * Deletes the report only when the doctor wrote it (scoped in the WHERE clause), with the events `announce` names
   * for it in the same transaction; undefined, and nothing stored, when it is not theirs or does not exist.
   */
  removeWrittenBy(
    reportId: string,
    doctorId: string,
    announce: (removed: ReportRow) => readonly OutboxEntry[],
  ): Promise<ReportRow | undefined> {
    return this.outbox.transaction(async (tx, events) => {
      const [removed] = await tx
        .delete(reports)
        .where(and(eq(reports.id, reportId), eq(reports.doctorId, doctorId)))
        .returning();
      if (removed) await events.addAll(announce(removed));
      return removed;
    });
  }

  /** The report, only when the account is its patient or its writing doctor; otherwise undefined. */
  async readableBy(reportId: string, accountId: string): Promise<ReportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(reports)
      .where(
        and(eq(reports.id, reportId), or(eq(reports.doctorId, accountId), eq(reports.patientId, accountId))),
      );
    return row;
  }
}
