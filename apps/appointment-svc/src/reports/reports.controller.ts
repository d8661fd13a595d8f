import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  REPORT_SUBJECTS,
  type RemoveReportReply,
  type Report,
  type ReportFileReply,
} from '@vitalsync/contracts';
import {
  AddReportCommandDto,
  RemoveReportCommandDto,
  ReportFileQueryDto,
  ReportsQueryDto,
} from '@vitalsync/contracts/server';

import { ReportsService } from './reports.service';

@Controller()
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @MessagePattern(REPORT_SUBJECTS.add)
  add(@Payload() { actor, report, file }: AddReportCommandDto): Promise<Report> {
    return this.reports.add(actor, report, file);
  }

  @MessagePattern(REPORT_SUBJECTS.list)
  list(@Payload() { actor }: ReportsQueryDto): Promise<Report[]> {
    return this.reports.list(actor);
  }

  @MessagePattern(REPORT_SUBJECTS.file)
  file(@Payload() { actor, reportId }: ReportFileQueryDto): Promise<ReportFileReply> {
    return this.reports.file(actor, reportId);
  }

  @MessagePattern(REPORT_SUBJECTS.remove)
  remove(@Payload() { actor, reportId }: RemoveReportCommandDto): Promise<RemoveReportReply> {
    return this.reports.remove(actor, reportId);
  }
}
