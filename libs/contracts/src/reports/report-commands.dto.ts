import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsIn, IsObject, IsOptional, IsUUID, Matches, ValidateBy, ValidateNested } from 'class-validator';

import { isCalendarDay } from '../ai/calendar-day';
import { ActorDto, ActorField } from '../validation/actor.dto';
import { Nested } from '../validation/nested';
import { FreeText, NonBlankText } from '../validation/text-fields';
import {
  REPORT_CONTENT_TYPES,
  REPORT_FILE_KEY_PATTERN,
  REPORT_FILE_NAME_MAX_LENGTH,
  REPORT_TEXT_MAX_LENGTH,
  REPORT_TITLE_MAX_LENGTH,
  type ReportContentType,
} from './report.limits';
import {
  type AddReportCommand,
  type NewReport,
  type RemoveReportCommand,
  type ReportFileQuery,
  type ReportsQuery,
  type StoredReportFile,
} from './report.types';

// gateway → appointment-svc: reports. The gateway checked the form with the contract's rules already; these
// classes check again what reaches the service (defence in depth), the actor included.

const IsCalendarDay = (): PropertyDecorator =>
  ValidateBy({ name: 'isCalendarDay', validator: { validate: isCalendarDay } });

export class NewReportDto implements NewReport {
  @IsUUID()
  patientId!: string;

  @NonBlankText(REPORT_TITLE_MAX_LENGTH)
  title!: string;

  @IsCalendarDay()
  date!: string;

  @NonBlankText(REPORT_TEXT_MAX_LENGTH)
  text!: string;
}

export class StoredReportFileDto implements StoredReportFile {
  @Matches(REPORT_FILE_KEY_PATTERN)
  key!: string;

  @IsIn(REPORT_CONTENT_TYPES)
  contentType!: ReportContentType;

  @FreeText(REPORT_FILE_NAME_MAX_LENGTH)
  name!: string;
}

/** An optional object property validated all the way down as `type`. */
const OptionalNested = (type: () => new () => object): PropertyDecorator =>
  applyDecorators(IsOptional(), IsObject(), ValidateNested(), Type(type));

export class AddReportCommandDto implements AddReportCommand {
  @ActorField()
  actor!: ActorDto;

  @Nested(() => NewReportDto)
  report!: NewReportDto;

  @OptionalNested(() => StoredReportFileDto)
  file?: StoredReportFileDto;
}

export class ReportsQueryDto implements ReportsQuery {
  @ActorField()
  actor!: ActorDto;
}

export class ReportFileQueryDto implements ReportFileQuery {
  @ActorField()
  actor!: ActorDto;

  @IsUUID()
  reportId!: string;
}

export class RemoveReportCommandDto implements RemoveReportCommand {
  @ActorField()
  actor!: ActorDto;

  @IsUUID()
  reportId!: string;
}
